import type { Access, EndpointDeclaration, Host } from "./endpoint.ts"

/** What every endpoint of a group shares: where it is served and who may call it. */
export interface GroupSettings<H extends Host, A extends Access> {
  readonly host: H
  readonly access: A
}

type Declarations = Readonly<Record<string, EndpointDeclaration>>

/** A group's endpoints: each declaration stamped with its key as its name, and the group's settings. */
export type Group<H extends Host, A extends Access, D extends Declarations> = {
  readonly [K in keyof D & string]: D[K] & {
    readonly name: K
    readonly host: H
    readonly access: A
    readonly errors: D[K] extends { readonly errors: infer E } ? E : readonly []
  }
}

/** Checks the stamped copy, so `group` returns its precise type without an assertion. */
const isGroup = <H extends Host, A extends Access, D extends Declarations>(
  settings: GroupSettings<H, A>,
  declarations: D,
  stamped: Readonly<Record<string, unknown>>,
): stamped is Group<H, A, D> =>
  Object.keys(declarations).every((name) => {
    const endpoint = stamped[name]
    return (
      typeof endpoint === "object" &&
      endpoint !== null &&
      "name" in endpoint &&
      endpoint.name === name &&
      "host" in endpoint &&
      endpoint.host === settings.host &&
      "access" in endpoint &&
      endpoint.access === settings.access &&
      "errors" in endpoint &&
      Array.isArray(endpoint.errors)
    )
  })

/** Endpoints sharing a host and access, each named by its key (its registry and handler key too). */
export const group = <const H extends Host, const A extends Access, const D extends Declarations>(
  settings: GroupSettings<H, A>,
  declarations: D,
): Group<H, A, D> => {
  const stamped = Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      { errors: [], ...declaration, name, host: settings.host, access: settings.access },
    ]),
  )
  if (!isGroup(settings, declarations, stamped)) throw new Error("an endpoint group lost a declaration")
  return stamped
}
