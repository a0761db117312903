import type { ContractSchema, Endpoint } from "../endpoints/endpoint.ts"
import { endpointList } from "../endpoints/list.ts"
import { ErrorMessage } from "../entities/problem.ts"
import type { LightEndpoint } from "./light-endpoint.ts"
import type { Shape } from "./shape.ts"
import { shapesOf } from "./shape-from-schema.ts"

/** The schemas of an endpoint that travel, by where they travel. */
const schemasOf = (endpoint: Endpoint): Record<string, ContractSchema> => {
  const schemas: Record<string, ContractSchema> = {}
  if (endpoint.params !== undefined) schemas.params = endpoint.params
  if (endpoint.query !== undefined) schemas.query = endpoint.query
  if (endpoint.body !== undefined) schemas.body = endpoint.body
  if (endpoint.success.kind === "json") schemas.success = endpoint.success.schema
  for (const meaning of endpoint.errors)
    if (meaning.body !== undefined) schemas[meaning.status] = meaning.body
  return schemas
}

const hasShapes = (endpoint: Endpoint): boolean => {
  // Nothing to check (a call without input that answers nothing, such as a sign-out): light by nature.
  if (Object.keys(schemasOf(endpoint)).length === 0) return true
  try {
    shapesOf(schemasOf(endpoint))
    return true
  } catch {
    return false
  }
}

/**
 * Endpoints the web app reads with a checker of their own, not through the light client: the theme's
 * sites.json, which only customers of a site with overrides need (site-override-shapes.gen.ts), so its
 * shapes do not weigh on every signed-in page.
 */
const ownCheckers: ReadonlySet<string> = new Set(["getSiteOverrides"])

/** The endpoints a shape can describe whole: every schema type-side, every check declarative. */
export const lightEndpointList = (): ReadonlyArray<Endpoint> =>
  endpointList.filter((endpoint) => !ownCheckers.has(endpoint.name) && hasShapes(endpoint))

const keyOf = (endpoint: Endpoint, part: string): string => `${endpoint.name}.${part}`

/** Every light endpoint, with the named shapes they share, and the shape of a plain error message. */
export const lightEndpointDocument = () => {
  const light = lightEndpointList()
  const schemas: Record<string, ContractSchema> = { errorMessage: ErrorMessage }
  for (const endpoint of light) {
    for (const [part, schema] of Object.entries(schemasOf(endpoint))) schemas[keyOf(endpoint, part)] = schema
  }
  const { references, roots } = shapesOf(schemas)
  const rootOf = (endpoint: Endpoint, part: string): Shape => {
    const shape = roots[keyOf(endpoint, part)]
    if (shape === undefined) throw new Error(`${endpoint.name} has no ${part} shape`)
    return shape
  }
  const describe = (endpoint: Endpoint): LightEndpoint => ({
    name: endpoint.name,
    method: endpoint.method,
    host: endpoint.host,
    path: endpoint.path,
    needsToken: endpoint.access !== "public",
    ...(endpoint.params === undefined ? {} : { params: rootOf(endpoint, "params") }),
    ...(endpoint.query === undefined ? {} : { query: rootOf(endpoint, "query") }),
    ...(endpoint.body === undefined ? {} : { body: rootOf(endpoint, "body") }),
    success:
      endpoint.success.kind === "json"
        ? { kind: "json", shape: rootOf(endpoint, "success") }
        : endpoint.success.kind === "file"
          ? { kind: "file", contentType: endpoint.success.contentType, fileName: endpoint.success.fileName }
          : { kind: "empty" },
    errors: endpoint.errors.map((meaning) => ({
      status: meaning.status,
      tag: meaning.tag,
      ...(meaning.body === undefined ? {} : { body: rootOf(endpoint, String(meaning.status)) }),
    })),
  })
  const errorMessage = roots.errorMessage
  if (errorMessage === undefined) throw new Error("no error message shape")
  return { references, errorMessage, endpoints: light.map(describe) }
}

/** The text of endpoint-shapes.gen.ts, as `npm run contract:shapes` writes it and the tests expect it. */
export const endpointShapesSource = (): string => {
  const document = lightEndpointDocument()
  const names = document.endpoints.map((endpoint) => JSON.stringify(endpoint.name))
  const table = Object.fromEntries(document.endpoints.map((endpoint) => [endpoint.name, endpoint]))
  return [
    "// Generated from the contract's endpoints by `npm run contract:shapes` (contract/src/light). Do not edit:",
    "// a test fails when it no longer matches the contract.",
    'import type { LightEndpoint } from "./light-endpoint.ts"',
    'import type { Shape, ShapeReferences } from "./shape.ts"',
    "",
    "/** The endpoints the web app can call without Effect. */",
    `export type LightEndpointName = ${names.join(" | ")}`,
    "",
    `export const endpointShapeReferences: ShapeReferences = ${JSON.stringify(document.references)}`,
    "",
    `export const errorMessageShape: Shape = ${JSON.stringify(document.errorMessage)}`,
    "",
    "export const lightEndpoints: { readonly [Name in LightEndpointName]: LightEndpoint<Name> } = ",
    `${JSON.stringify(table)}`,
    "",
  ].join("\n")
}
