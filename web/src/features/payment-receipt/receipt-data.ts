import type { PaymentReceipt } from "@billpath/contract"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import { switchToSavedLanguage } from "../../navigation/navigation-rules.ts"
import { currentAccessToken } from "../../session/session-actions.ts"
import { sessionRestoreAtom } from "../../session/session-atoms.ts"
import { restoreQuickPayPass, setVisitorPass } from "../../session/visitor-pass.ts"
import type { ReturnStatus } from "./receipt-search.ts"

/** What the receipt page does once it knows: show the receipt, or go on saying why there is none. */
type ReceiptOutcome =
  | { readonly _tag: "receipt"; readonly receipt: PaymentReceipt }
  | { readonly _tag: "away"; readonly reason: "cancelled" | "unavailable" }

const away = (reason: "cancelled" | "unavailable"): ReceiptOutcome => ({ _tag: "away", reason })

// Route loader (docs/decisions/025-server-data-and-loading.md): a promise at once, so the skeleton paints while
// the session is restored. A cancel asks nothing, as nothing was paid.
export const loadReceipt = async (
  store: PortalStore,
  status: ReturnStatus | undefined,
  addressNamesLanguage: boolean,
): Promise<ReceiptOutcome> => {
  await (store.get(sessionRestoreAtom) ?? Promise.resolve(true))
  // Spec §4: the receipt switches to the customer's preferred language, unless the address names one.
  if (!addressNamesLanguage) await switchToSavedLanguage(store)
  // A visitor who paid through quick pay comes back with the pass the payment was made with.
  const visitorPass = currentAccessToken(store) === undefined ? restoreQuickPayPass(store) : null
  if (status === "cancelled") {
    setVisitorPass(store, null)
    return away("cancelled")
  }
  if (currentAccessToken(store) === undefined && visitorPass === null) return away("unavailable")
  const answer = await store.get(apiClientAtom).call("getPaymentReceipt", {})
  // Spec §4: no amount continues away — a card authorised for autopay has a receipt of 0.
  return answer._tag === "success" && answer.value.paymentAmount > 0
    ? { _tag: "receipt", receipt: answer.value }
    : away("unavailable")
}
