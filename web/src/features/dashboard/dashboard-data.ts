import { isSystemMessageFor } from "@billpath/contract/rules"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { isSignedInAtom, sessionRestoreAtom } from "../../session/session-atoms.ts"
import { loadSystemMessageOverlay } from "./system-message-overlay-code.ts"

/** How many bills the dashboard shows; the billing screen has the rest. */
export const recentBillCount = 3

// Route loader (docs/decisions/025-server-data-and-loading.md): each card's data on its way apart. After a
// reload the calls wait for the session's restore, so none goes out on a session about to end.
export const loadDashboard = (store: PortalStore) => {
  const restoring = store.get(sessionRestoreAtom) ?? Promise.resolve(true)
  const api = store.get(apiClientAtom)
  // Asked after the restore: one that failed earlier says nothing of a customer who signed in since.
  const whenSignedIn = <T>(call: () => Promise<T>, ended: T): Promise<T> =>
    restoring.then(() => (store.get(isSignedInAtom) ? call() : ended))
  return {
    // null: no payment since the last statement but one; "failed": it could not be had (the card hides).
    lastPayment: whenSignedIn(async () => {
      const payments = await api.call("getPayments", {
        query: { page: 1, pageSize: 1, lastStatementOnly: true },
      })
      return payments._tag === "success" ? (payments.value.items[0] ?? null) : "failed"
    }, "failed"),
    recentBills: whenSignedIn(async () => {
      const bills = await api.call("getBills", { query: { page: 1, pageSize: recentBillCount } })
      return bills._tag === "success" ? bills.value.items.slice(0, recentBillCount) : "failed"
    }, "failed"),
    systemMessage: whenSignedIn(async () => {
      const message = await api.call("getSystemMessage", {
        query: { languageCode: store.get(languageAtom) },
      })
      if (message._tag !== "success") return null
      // The dialog's code loads with the dashboard's render; the screen shows a failure when it asks again.
      if (message.value !== null && isSystemMessageFor(message.value, store.get(languageAtom)))
        loadSystemMessageOverlay().catch(() => undefined)
      return message.value
    }, null),
  }
}
