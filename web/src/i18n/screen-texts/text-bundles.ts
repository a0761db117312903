import type { Namespaces } from "../i18n-types.ts"

/**
 * The screens' texts come in bundles besides the sign-in page's (docs/decisions/008-messages-and-texts.md):
 * `screens`, which every page but the sign-in page needs; `visitor`, which only the visitor flows
 * (registration, a forgotten password, quick pay) and every page of an in-store kiosk add; `records`, which
 * only the charge history and the usage add; `statement`, the accessibility statement's; and
 * `kiosk`, the kiosk's touch parts' (codes to scan, the keypad, the print view), which only a kiosk's
 * pages add — so the pages that do not show them do not carry them. `register` and `passwordReset` sit in
 * `screens`: they hold the contract's field messages, which other forms show too (docs/screens.md).
 */
export const visitorNamespaces = ["findMyBill", "kiosk", "quickpay"] as const
export const recordsNamespaces = ["chargeHistory", "usage"] as const
export const statementNamespaces = ["accessibility"] as const
export const kioskNamespaces = ["touch"] as const

/**
 * Texts of no screen: the offline page's (web/offline.html), which that page and the app's "no answer"
 * notice import themselves, so no bundle carries them.
 */
export const standaloneNamespaces = ["offline"] as const

export type VisitorNamespace = (typeof visitorNamespaces)[number]
export type RecordsNamespace = (typeof recordsNamespaces)[number]
export type StatementNamespace = (typeof statementNamespaces)[number]
export type KioskNamespace = (typeof kioskNamespaces)[number]
export type StandaloneNamespace = (typeof standaloneNamespaces)[number]
export type ScreenNamespace = Exclude<
  Namespaces,
  VisitorNamespace | RecordsNamespace | StatementNamespace | KioskNamespace | StandaloneNamespace
>

export type TextBundle = "screens" | "visitor" | "records" | "statement" | "kiosk"

const ownNamespaces = {
  visitor: visitorNamespaces,
  records: recordsNamespaces,
  statement: statementNamespaces,
  kiosk: kioskNamespaces,
  standalone: standaloneNamespaces,
} as const

const isInOwnBundle = (namespace: Namespaces): boolean =>
  Object.values(ownNamespaces).some((names) => names.some((name) => name === namespace))

/** The namespaces a bundle holds. */
export const namespacesOf = (
  bundle: TextBundle,
  all: ReadonlyArray<Namespaces>,
): ReadonlyArray<Namespaces> =>
  bundle === "screens" ? all.filter((namespace) => !isInOwnBundle(namespace)) : ownNamespaces[bundle]
