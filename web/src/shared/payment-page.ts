import { apiClientAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { sessionSyncAtom } from "../session/session-sync.ts"
import { keepQuickPayPass } from "../session/visitor-pass.ts"
import { framedPaymentPageAtom, paymentPageHandlingAtom } from "./payment-page-handling.ts"

/**
 * `opened`: the browser is on its way there; `framed`: it shows in the page, over the screen, which stays;
 * `signedOut`: this tab's session had ended, nothing was asked.
 */
export type PaymentPageOutcome = "opened" | "framed" | "failed" | "signedOut"

/**
 * Fetches the provider-hosted payment page's address and sends the browser there (spec §4: make a
 * payment from the dashboard, the system message's choice 9, bills and quick pay; or, for `autopay`,
 * authorise a card for automatic payments, which comes back to the autopay settings; or, for `quickPay`, a
 * visitor pays with the pass quick pay found, kept for the receipt the card page comes back to). A tab
 * whose session another tab ended asks for nothing: it shows the sign-in page instead (session-sync.ts).
 * Where the layout frames the card page (payment-page-handling.ts), it shows in the page instead.
 */
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
