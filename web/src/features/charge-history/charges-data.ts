import type { Charge, FileContent } from "@billpath/contract"
import { type IsoDay, isoDayOf } from "@billpath/contract/rules"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import type { ChargesSearch } from "../../navigation/charges-search.ts"
import { serverNow } from "../../session/clock.ts"
import { isSignedInAtom, sessionAtom, sessionRestoreAtom } from "../../session/session-atoms.ts"
import { listPageSize } from "../../shared/list-page-size.ts"
import { searchedRange } from "../../shared/searched-range.ts"

/** What the screen shows, with the address's gaps filled. */
export interface ChargesCriteria {
  readonly page: number
  readonly startDate: IsoDay
  readonly endDate: IsoDay
  /** Absent: every service. */
  readonly subscriptionPointID?: string
}

export type ChargeList = { readonly charges: ReadonlyArray<Charge>; readonly rowCount: number } | "failed"

export interface ChargesData {
  readonly criteria: ChargesCriteria
  /** On its way while the screen shows its searching state. */
  readonly list: Promise<ChargeList>
  /** charges.csv of the charges the screen shows: every page of its dates and service. */
  readonly download: () => Promise<FileContent | undefined>
}

export const chargesCriteria = (search: ChargesSearch, today: IsoDay): ChargesCriteria => ({
  page: search.page ?? 1,
  ...searchedRange(search, today),
  ...(search.subscriptionPointID === undefined ? {} : { subscriptionPointID: search.subscriptionPointID }),
})

/** Route loader (docs/decisions/025-server-data-and-loading.md): criteria at once, the charges on their way. */
export const loadCharges = (store: PortalStore, search: ChargesSearch): ChargesData => {
  const criteria = chargesCriteria(search, isoDayOf(serverNow(store.get(sessionAtom))))
  const { page: _page, ...filter } = criteria
  const restoring = store.get(sessionRestoreAtom) ?? Promise.resolve(true)
  const list = restoring.then(async (): Promise<ChargeList> => {
    if (!store.get(isSignedInAtom)) return "failed"
    const answer = await store
      .get(apiClientAtom)
      .call("getCharges", { query: { ...criteria, pageSize: listPageSize } })
    return answer._tag === "success" ? answer.value : "failed"
  })
  const download = async () => {
    const answer = await store.get(apiClientAtom).call("downloadCharges", { query: filter })
    return answer._tag === "success" ? answer.value : undefined
  }
  return { criteria, list, download }
}
