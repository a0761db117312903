import type { IsoDay } from "@billpath/contract/rules"
import { isIsoDay, pageFrom } from "./list-search.ts"

/** The billing screen's tabs (spec §2: `currentView`, bills by default). */
export const billingViews = ["bills", "payments"] as const
export type BillingView = (typeof billingViews)[number]

/** All in the address, so Back, a reload or a shared link show the same results; no dates: the default range. */
export interface BillingSearch {
  readonly currentView?: BillingView
  readonly page?: number
  readonly startDate?: IsoDay
  readonly endDate?: IsoDay
  readonly sinceLastBill?: true
}

/** Keeps only what is well formed (a range needs both ends): a bad address shows defaults, never an error page. */
export const billingSearch = (search: Record<string, unknown>): BillingSearch => {
  const { currentView, startDate, endDate, sinceLastBill } = search
  const page = pageFrom(search.page)
  const payments = currentView === "payments"
  return {
    ...(payments || currentView === "bills" ? { currentView } : {}),
    ...(page === undefined ? {} : { page }),
    ...(isIsoDay(startDate) && isIsoDay(endDate) ? { startDate, endDate } : {}),
    ...(payments && String(sinceLastBill) === "true" ? { sinceLastBill: true } : {}),
  }
}
