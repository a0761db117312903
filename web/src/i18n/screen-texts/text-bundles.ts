import type { Namespaces } from "../i18n-types.ts"

// Bundles beside the sign-in page's, so a page carries only the texts it shows: `visitor` for the visitor
// flows and kiosk pages, `records` for charges and usage, `kiosk` for kiosk pages, `security` for
// passkeys and the e-mailed code, which only a provider that offers them shows. `register` and
// `passwordReset` sit in `screens`: they hold the contract's field messages, which other forms show too.
export const visitorNamespaces = ["findMyBill", "kiosk", "quickpay"] as const
export const recordsNamespaces = ["chargeHistory", "usage"] as const
export const statementNamespaces = ["accessibility"] as const
export const kioskNamespaces = ["touch"] as const
export const securityNamespaces = ["passkeys", "secondFactor"] as const

/** The offline page's (web/offline.html): it and the app's notice import them themselves, so no bundle does. */
export const standaloneNamespaces = ["offline"] as const

export type VisitorNamespace = (typeof visitorNamespaces)[number]
export type RecordsNamespace = (typeof recordsNamespaces)[number]
export type StatementNamespace = (typeof statementNamespaces)[number]
export type KioskNamespace = (typeof kioskNamespaces)[number]
export type SecurityNamespace = (typeof securityNamespaces)[number]
export type StandaloneNamespace = (typeof standaloneNamespaces)[number]
export type ScreenNamespace = Exclude<
  Namespaces,
  | VisitorNamespace
  | RecordsNamespace
  | StatementNamespace
  | KioskNamespace
  | SecurityNamespace
  | StandaloneNamespace
>

export type TextBundle = "screens" | "visitor" | "records" | "statement" | "kiosk" | "security"

const ownNamespaces = {
  visitor: visitorNamespaces,
  records: recordsNamespaces,
  statement: statementNamespaces,
  kiosk: kioskNamespaces,
  security: securityNamespaces,
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
