import { loadUserAndAccount } from "../../api/account-actions.ts"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { sessionAtom } from "../../session/session-atoms.ts"

type BankAccount = {
  readonly bankName: string
  readonly accountNumber: string
  readonly accountType: "Checking" | "Savings" | ""
}
export type PlainBank = BankAccount & { readonly routingNumber: string }
/** A bank known by institution and transit numbers (a split routing number). */
export type SplitBank = BankAccount & { readonly institutionNumber: string; readonly transitNumber: string }
export type BankDetails = PlainBank | SplitBank

/** `rejected`: the provider refused the details (435) and said why, in its own words. */
export type PaymentMethodSave =
  | { readonly _tag: "debitSaved" | "manualSaved" | "failed" }
  | { readonly _tag: "rejected"; readonly messages: ReadonlyArray<string> }

/** Sets direct-debit or manual payment (PUT /payment/paymentmethod), then reloads the account to show it. */
export const savePaymentMethod = async (
  store: PortalStore,
  choice: { readonly kind: "debit"; readonly bank: BankDetails } | { readonly kind: "manual" },
): Promise<PaymentMethodSave> => {
  const languageCode = store.get(languageAtom)
  const api = store.get(apiClientAtom)
  const body =
    choice.kind === "manual"
      ? ({ isManual: true, languageCode, username: store.get(sessionAtom)?.username ?? "" } as const)
      : (() => {
          const { accountType, ...bank } = choice.bank
          // A theme that hides the account type sends none: the provider's default applies.
          return {
            ...bank,
            ...(accountType === "" ? {} : { accountType }),
            isManual: false as const,
            languageCode,
          }
        })()
  const outcome = await api.call("updatePaymentMethod", { body })
  if (outcome._tag === "rejected") return { _tag: "rejected", messages: outcome.body }
  if (outcome._tag !== "success") return { _tag: "failed" }
  await loadUserAndAccount(store)
  return { _tag: choice.kind === "manual" ? "manualSaved" : "debitSaved" }
}
