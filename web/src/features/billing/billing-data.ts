import type { Bill, Payment } from "@billpath/contract"
import { type IsoDay, isoDayOf } from "@billpath/contract/rules"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import type { BillingSearch } from "../../navigation/billing-search.ts"
import { serverNow } from "../../session/clock.ts"
import { isSignedInAtom, sessionAtom, sessionRestoreAtom } from "../../session/session-atoms.ts"
import { listPageSize } from "../../shared/list-page-size.ts"
import { searchedRange } from "../../shared/searched-range.ts"

export type BillingList =
  | { readonly view: "bills"; readonly items: ReadonlyArray<Bill>; readonly rowCount: number }
  | { readonly view: "payments"; readonly items: ReadonlyArray<Payment>; readonly rowCount: number }
  | "failed"

/** The address's search with the defaults: bills, page 1, and the last year when its range is not real. */
export const billingCriteria = (search: BillingSearch, today: IsoDay) => ({
  view: search.currentView ?? "bills",
  page: search.page ?? 1,
  ...searchedRange(search, today),
  sinceLastBill: search.sinceLastBill === true,
})

const fetchList = async (
  store: PortalStore,
  criteria: ReturnType<typeof billingCriteria>,
): Promise<BillingList> => {
  const api = store.get(apiClientAtom)
  const query = { page: criteria.page, pageSize: listPageSize }
  if (criteria.view === "bills") {
    const bills = await api.call("getBills", {
      query: { ...query, startDate: criteria.startDate, endDate: criteria.endDate },
    })
    return bills._tag === "success" ? { view: "bills", ...bills.value } : "failed"
  }
  // Since the last bill is a period of its own (docs/decisions/032-billing-screen.md): no dates narrow it.
  const payments = await api.call("getPayments", {
    query: criteria.sinceLastBill
      ? { ...query, lastStatementOnly: true }
      : { ...query, startDate: criteria.startDate, endDate: criteria.endDate },
  })
  return payments._tag === "success" ? { view: "payments", ...payments.value } : "failed"
}

// Route loader (docs/decisions/025-server-data-and-loading.md): the criteria at once, the list after the
// session's restore, so the screen shows its searching state.
export const loadBillingList = (store: PortalStore, search: BillingSearch) => {
  const criteria = billingCriteria(search, isoDayOf(serverNow(store.get(sessionAtom))))
  const restoring = store.get(sessionRestoreAtom) ?? Promise.resolve(true)
  return {
    criteria,
    list: restoring.then(() => (store.get(isSignedInAtom) ? fetchList(store, criteria) : "failed")),
  }
}
