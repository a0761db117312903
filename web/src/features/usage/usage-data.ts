import type { UsageRow } from "@billpath/contract"
import { accountAtom, apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import type { UsageSearch } from "../../navigation/usage-search.ts"
import { isSignedInAtom, sessionRestoreAtom } from "../../session/session-atoms.ts"
import { listPageSize } from "../../shared/list-page-size.ts"

export type UsageList = { readonly items: ReadonlyArray<UsageRow>; readonly rowCount: number } | "failed"
/** The bill dates the dropdown offers (GET /usage/billing-dates), newest first. */
export type BillingDates =
  | ReadonlyArray<{ readonly ATRTransactionID: string; readonly statementDate: string }>
  | "failed"

/** The filter as the API names it: `subFilter` is the service ID search. */
const filterOf = (search: UsageSearch) => ({
  ...(search.atrTransactionID === undefined ? {} : { atrTransactionID: search.atrTransactionID }),
  ...(search.serviceID === undefined ? {} : { subFilter: search.serviceID }),
})

/** The usage route's loader: the criteria at once, the page of usage and the bill dates on their way. */
export const loadUsage = (store: PortalStore, search: UsageSearch) => {
  const criteria = { ...search, page: search.page ?? 1 }
  const restoring = (store.get(sessionRestoreAtom) ?? Promise.resolve(true)).then(() =>
    store.get(isSignedInAtom),
  )
  const api = store.get(apiClientAtom)
  const list = restoring.then(async (signedIn): Promise<UsageList> => {
    if (!signedIn) return "failed"
    const answer = await api.call("getUsage", {
      query: { page: criteria.page, pageSize: listPageSize, ...filterOf(criteria) },
    })
    return answer._tag === "success" ? answer.value : "failed"
  })
  const billingDates = restoring.then(async (signedIn): Promise<BillingDates> => {
    const account = store.get(accountAtom)
    if (!signedIn || account === null) return "failed"
    const answer = await api.call("getBillingDates", { query: { BPID: account.accountNumber } })
    return answer._tag === "success" ? answer.value.items : "failed"
  })
  // usageSummary.csv of what the filter shows, every page.
  const download = async () => {
    const answer = await api.call("downloadUsageSummary", { query: filterOf(criteria) })
    return answer._tag === "success" ? answer.value : undefined
  }
  return { criteria, list, billingDates, download }
}
