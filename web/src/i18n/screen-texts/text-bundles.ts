import type { Namespaces } from "../i18n-types.ts"

// Bundles beside the sign-in page's, so a page carries only the texts it shows. `register` and
// `passwordReset` sit in `screens`: they hold the contract's field messages, which other forms show too.
const ownNamespaces = {
  visitor: ["findMyBill", "kiosk", "quickpay"],
  records: ["chargeHistory", "usage"],
  statement: ["accessibility"],
  kiosk: ["touch"],
  // Passkeys and the e-mailed code: only a provider that offers them shows them.
  security: ["passkeys", "secondFactor"],
  // The offline page's (web/offline.html): it and the app's notice import them themselves, so no bundle does.
  standalone: ["offline"],
} as const satisfies Readonly<Record<string, ReadonlyArray<Namespaces>>>

type OwnNamespace<Bundle extends keyof typeof ownNamespaces> = (typeof ownNamespaces)[Bundle][number]
export type VisitorNamespace = OwnNamespace<"visitor">
export type RecordsNamespace = OwnNamespace<"records">
export type StatementNamespace = OwnNamespace<"statement">
export type KioskNamespace = OwnNamespace<"kiosk">
export type SecurityNamespace = OwnNamespace<"security">
export type ScreenNamespace = Exclude<Namespaces, OwnNamespace<keyof typeof ownNamespaces>>

export type TextBundle = "screens" | Exclude<keyof typeof ownNamespaces, "standalone">

const isInOwnBundle = (namespace: Namespaces): boolean =>
  Object.values(ownNamespaces).some((names) => names.some((name) => name === namespace))

export const namespacesOf = (
  bundle: TextBundle,
  all: ReadonlyArray<Namespaces>,
): ReadonlyArray<Namespaces> =>
  bundle === "screens" ? all.filter((namespace) => !isInOwnBundle(namespace)) : ownNamespaces[bundle]
