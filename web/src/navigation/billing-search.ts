import type { IsoDay } from "@billpath/contract/rules"
import { isIsoDay, pageFrom } from "./list-search.ts"

/** The billing screen's tabs (spec §2: `currentView`, bills by default). */
export const billingViews = ["bills", "payments"] as const
export type BillingView = (typeof billingViews)[number]

/**
 * The billing screen's search: its tab, the page of results and the date range searched (wire days;
 * absent: the default range, the last year up to today), and, on the payments tab, whether only the
 * payments since the last bill are shown. Everything a customer sees is in the address, so Back, a
 * reload or a shared link show the same results.
 */
export interface BillingSearch {
  readonly currentView?: BillingView
  readonly page?: number
  readonly startDate?: IsoDay
  readonly endDate?: IsoDay
  readonly sinceLastBill?: true
}

/**
 * Reads the search from an address, keeping only what is well formed: an unknown view, a page that is
 * not a whole number above 1, or a date not written YYYY-MM-DD is left out (the screen then shows its
 * default), never an error page. A range needs both its ends.
 */
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
