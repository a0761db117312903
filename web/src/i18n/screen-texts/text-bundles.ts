import type { Namespaces } from "../i18n-types.ts"

/**
 * The screens' texts come in two bundles besides the sign-in page's (docs/decisions.md, "Texts load in
 * parts"): `screens`, which every page but the sign-in page needs, and `visitor`, which only the visitor
 * flows (registration, a forgotten password, quick pay) add, so signed-in pages do not carry them.
 */
export const visitorNamespaces = ["enrollment", "findMyBill", "passwordRecovery", "quickPayment"] as const

export type VisitorNamespace = (typeof visitorNamespaces)[number]
export type ScreenNamespace = Exclude<Namespaces, VisitorNamespace>

export type TextBundle = "screens" | "visitor"

const isVisitorNamespace = (namespace: Namespaces): namespace is VisitorNamespace =>
  visitorNamespaces.some((visitor) => visitor === namespace)

/** The namespaces a bundle holds. */
export const namespacesOf = (
  bundle: TextBundle,
  all: ReadonlyArray<Namespaces>,
): ReadonlyArray<Namespaces> =>
  bundle === "visitor" ? visitorNamespaces : all.filter((namespace) => !isVisitorNamespace(namespace))
