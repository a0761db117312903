import { lightEndpoints } from "@billpath/contract/light"
import { apiClientAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { sessionSyncAtom } from "../session/session-sync.ts"
import { keepQuickPayPass } from "../session/visitor-pass.ts"

/** `opened`: the browser is on its way there; `signedOut`: this tab's session had ended, nothing was asked. */
export type PaymentPageOutcome = "opened" | "failed" | "signedOut"

/**
 * Fetches the provider-hosted payment page's address and sends the browser there (spec §4: make a
 * payment from the dashboard, the system message's choice 9, bills and quick pay; or, for `autopay`,
 * authorise a card for automatic payments, which comes back to the autopay settings; or, for `quickPay`, a
 * visitor pays with the pass quick pay found, kept for the receipt the card page comes back to). A tab
 * whose session another tab ended asks for nothing: it shows the sign-in page instead (session-sync.ts).
 */
export const goToPaymentPage = async (
  store: PortalStore,
  purpose: "payment" | "autopay" | "quickPay" = "payment",
): Promise<PaymentPageOutcome> => {
  if (purpose !== "quickPay" && !store.get(sessionSyncAtom).check()) return "signedOut"
  const outcome = await store.get(apiClientAtom).call(lightEndpoints.getPaymentRedirectUrl, {
    query: { languageCode: store.get(languageAtom), isMakePayment: purpose !== "autopay" },
  })
  if (outcome._tag !== "success") return "failed"
  if (purpose === "quickPay") keepQuickPayPass(store)
  window.location.assign(outcome.value.redirectURL)
  return "opened"
}
