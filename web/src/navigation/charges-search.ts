import type { IsoDay } from "@billpath/contract/rules"
import { identifierFrom, isIsoDay, pageFrom } from "./list-search.ts"

/** Spec §2 ChargeHistory, all in the address so Back, a reload or a shared link show the same rows. */
export interface ChargesSearch {
  readonly page?: number
  readonly startDate?: IsoDay
  readonly endDate?: IsoDay
  readonly subscriptionPointID?: string
}

/** Keeps only what is well formed; anything else falls back to the screen's default, never an error. */
export const chargesSearch = (search: Record<string, unknown>): ChargesSearch => {
  const { startDate, endDate } = search
  const page = pageFrom(search.page)
  const subscriptionPointID = identifierFrom(search.subscriptionPointID)
  return {
    ...(page === undefined ? {} : { page }),
    ...(isIsoDay(startDate) && isIsoDay(endDate) ? { startDate, endDate } : {}),
    ...(subscriptionPointID === undefined ? {} : { subscriptionPointID }),
  }
}
