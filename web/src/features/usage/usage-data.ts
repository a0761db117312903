import type { FileContent, UsageRow } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"
import { accountAtom, apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import type { UsageSearch } from "../../navigation/usage-search.ts"
import { isSignedInAtom, sessionRestoreAtom } from "../../session/session-atoms.ts"
import { listPageSize } from "../../shared/list-page-size.ts"

export interface UsageCriteria {
  readonly page: number
  /** Absent: the usage not billed yet. */
  readonly atrTransactionID?: string
  /** Absent: every service. */
  readonly serviceID?: string
}

export type UsageList = { readonly items: ReadonlyArray<UsageRow>; readonly rowCount: number } | "failed"
export interface BillingDateOption {
  readonly atrTransactionID: string
  readonly statementDate: string
}
export type BillingDates = ReadonlyArray<BillingDateOption> | "failed"

export interface UsageData {
  readonly criteria: UsageCriteria
  readonly list: Promise<UsageList>
  /** The bill dates the dropdown offers (GET /usage/billing-dates), newest first. */
  readonly billingDates: Promise<BillingDates>
  /** usageSummary.csv of what the filter shows, every page. */
  readonly download: () => Promise<FileContent | undefined>
}

export const usageCriteria = (search: UsageSearch): UsageCriteria => ({
  page: search.page ?? 1,
  ...(search.atrTransactionID === undefined ? {} : { atrTransactionID: search.atrTransactionID }),
  ...(search.serviceID === undefined ? {} : { serviceID: search.serviceID }),
})

/** The filter as the API names it: `subFilter` is the service ID search. */
const filterOf = (criteria: UsageCriteria) => ({
  ...(criteria.atrTransactionID === undefined ? {} : { atrTransactionID: criteria.atrTransactionID }),
  ...(criteria.serviceID === undefined ? {} : { subFilter: criteria.serviceID }),
})

/** The usage route's loader: the criteria at once, the page of usage and the bill dates on their way. */
export const loadUsage = (store: PortalStore, search: UsageSearch): UsageData => {
  const criteria = usageCriteria(search)
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
    return answer._tag === "success"
      ? answer.value.items.map((item) => ({
          atrTransactionID: item.ATRTransactionID,
          statementDate: item.statementDate,
        }))
      : "failed"
  })
  const download = async () => {
    const answer = await api.call("downloadUsageSummary", { query: filterOf(criteria) })
    return answer._tag === "success" ? answer.value : undefined
  }
  return { criteria, list, billingDates, download }
}

/** usage-detail.csv of one row. */
export const fetchUsageDetail = async (api: ApiClient, row: UsageRow): Promise<FileContent | undefined> => {
  const answer = await api.call("downloadUsageDetail", {
    query: { downloadCriteria: row.downloadCriteria },
  })
  return answer._tag === "success" ? answer.value : undefined
}
