import type { LanguageCode } from "@billpath/contract"
import { lightEndpoints } from "@billpath/contract/light"
import type { ApiClient } from "../api/client.ts"

/**
 * Fetches the provider-hosted payment page's address and sends the browser there (spec §4: make a
 * payment from the dashboard, the system message's choice 9, bills and quick pay). Says whether it went.
 */
export const goToPaymentPage = async (api: ApiClient, languageCode: LanguageCode): Promise<boolean> => {
  const outcome = await api.call(lightEndpoints.getPaymentRedirectUrl, {
    query: { languageCode, isMakePayment: true },
  })
  if (outcome._tag !== "success") return false
  window.location.assign(outcome.value.redirectURL)
  return true
}
