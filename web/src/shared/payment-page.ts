import { apiClientAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { sessionSyncAtom } from "../session/session-sync.ts"
import { keepQuickPayPass } from "../session/visitor-pass.ts"
import { framedPaymentPageAtom, paymentPageHandlingAtom } from "./payment-page-handling.ts"

/** opened: the browser is leaving for it; framed: shown over the screen; signedOut: nothing asked. */
export type PaymentPageOutcome = "opened" | "framed" | "failed" | "signedOut"

// Spec §4's card page, for a payment, an autopay card (back to the autopay settings) or quick pay (its pass
// kept for the receipt). A tab whose session another tab ended asks nothing and shows sign-in (session-sync.ts).
export const goToPaymentPage = async (
  store: PortalStore,
  purpose: "payment" | "autopay" | "quickPay" = "payment",
): Promise<PaymentPageOutcome> => {
  if (purpose !== "quickPay" && !store.get(sessionSyncAtom).check()) return "signedOut"
  const outcome = await store.get(apiClientAtom).call("getPaymentRedirectUrl", {
    query: { languageCode: store.get(languageAtom), isMakePayment: purpose !== "autopay" },
  })
  if (outcome._tag !== "success") return "failed"
  if (purpose === "quickPay") keepQuickPayPass(store)
  if (store.get(paymentPageHandlingAtom) === "frame") {
    store.set(framedPaymentPageAtom, { address: outcome.value.redirectURL })
    return "framed"
  }
  window.location.assign(outcome.value.redirectURL)
  return "opened"
}
