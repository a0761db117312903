import type { Access, EndpointDeclaration, Host } from "./endpoint.ts"

const beyondSpec = "An extension beyond the provider's spec."

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
  declarations: D,
  stamped: Readonly<Record<string, unknown>>,
): stamped is Group<H, A, D> => Object.keys(declarations).every((name) => name in stamped)

/** Endpoints sharing a host and access, each named by its key (its registry and handler key too). */
export const group = <const H extends Host, const A extends Access, const D extends Declarations>(
  { host, access, extension }: { readonly host: H; readonly access: A; readonly extension?: true },
  declarations: D,
): Group<H, A, D> => {
  const stamped = Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => {
      const summary = extension ? `${declaration.summary} ${beyondSpec}` : declaration.summary
      return [
        name,
        { errors: [], ...declaration, summary, name, host, access, ...(extension && { extension }) },
      ]
    }),
  )
  if (!isGroup<H, A, D>(declarations, stamped)) throw new Error("an endpoint group lost a declaration")
  return stamped
}
