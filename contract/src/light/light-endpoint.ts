import type { FileAnswer, Host, HttpMethod } from "../endpoints/endpoint.ts"
import type { Endpoints } from "../endpoints/index.ts"
import type { Shape } from "./shape.ts"

/**
 * An endpoint as plain data: its address, its access and the shapes of its schemas (shape.ts), made by
 * `npm run contract:shapes` from the contract's own declaration (endpoint-shapes-source.ts). The web app
 * calls the endpoints that have one without loading Effect; endpoints whose schemas transform (a
 * password hashed on the way out) or check with functions have none and go through the Effect codec.
 */
export interface LightEndpoint<Name extends string = string> {
  readonly name: Name
  readonly method: HttpMethod
  readonly host: Host
  readonly path: string
  readonly needsToken: boolean
  readonly params?: Shape
  readonly query?: Shape
  readonly body?: Shape
  readonly success: { readonly kind: "json"; readonly shape: Shape } | FileAnswer | { readonly kind: "empty" }
  readonly errors: ReadonlyArray<{ readonly status: number; readonly tag: string; readonly body?: Shape }>
}

/** The contract's endpoint a light endpoint was made from, by name. */
export type EndpointNamed<Name extends keyof Endpoints> = Endpoints[Name]
