import type { Charge } from "@billpath/contract"
import { isoDayOf } from "@billpath/contract/rules"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import type { ChargesSearch } from "../../navigation/charges-search.ts"
import { serverNow } from "../../session/clock.ts"
import { isSignedInAtom, sessionAtom, sessionRestoreAtom } from "../../session/session-atoms.ts"
import { listPageSize } from "../../shared/list-page-size.ts"
import { searchedRange } from "../../shared/searched-range.ts"

export type ChargeList = { readonly charges: ReadonlyArray<Charge>; readonly rowCount: number } | "failed"

/** Route loader (docs/decisions/025-server-data-and-loading.md): criteria at once, the charges on their way. */
export const loadCharges = (store: PortalStore, search: ChargesSearch) => {
  const filter = {
    ...searchedRange(search, isoDayOf(serverNow(store.get(sessionAtom)))),
    ...(search.subscriptionPointID === undefined ? {} : { subscriptionPointID: search.subscriptionPointID }),
  }
  const criteria = { page: search.page ?? 1, ...filter }
  const restoring = store.get(sessionRestoreAtom) ?? Promise.resolve(true)
  const list = restoring.then(async (): Promise<ChargeList> => {
    if (!store.get(isSignedInAtom)) return "failed"
    const answer = await store
      .get(apiClientAtom)
      .call("getCharges", { query: { ...criteria, pageSize: listPageSize } })
    return answer._tag === "success" ? answer.value : "failed"
  })
  // charges.csv of the charges the screen shows: every page of its dates and service.
  const download = async () => {
    const answer = await store.get(apiClientAtom).call("downloadCharges", { query: filter })
    return answer._tag === "success" ? answer.value : undefined
  }
  return { criteria, list, download }
}
