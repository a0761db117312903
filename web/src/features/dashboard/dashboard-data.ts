import type { Payment, SystemMessage } from "@billpath/contract"
import { lightEndpoints } from "@billpath/contract/light"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import { languageAtom } from "../../i18n/language-atom.ts"

/** What the dashboard shows besides the account: the last payment and the waiting system message. */
export interface DashboardData {
  /** null: no payment since the last statement but one; "failed": it could not be had (the card hides). */
  readonly lastPayment: Payment | null | "failed"
  readonly systemMessage: SystemMessage | null
}

/**
 * The dashboard route's loader (docs/decisions.md, "How a screen holds server data"): the last payment is
 * the payments list with page size 1 and lastStatementOnly (spec §7, §9); the system message is fetched
 * on dashboard load (spec §4). Both at once; neither failing stops the dashboard.
 */
export const loadDashboard = async (store: PortalStore): Promise<DashboardData> => {
  const api = store.get(apiClientAtom)
  const [payments, message] = await Promise.all([
    api.call(lightEndpoints.getPayments, { query: { page: 1, pageSize: 1, lastStatementOnly: true } }),
    api.call(lightEndpoints.getSystemMessage, { query: { languageCode: store.get(languageAtom) } }),
  ])
  return {
    lastPayment: payments._tag === "success" ? (payments.value.items[0] ?? null) : "failed",
    systemMessage: message._tag === "success" ? message.value : null,
  }
}
