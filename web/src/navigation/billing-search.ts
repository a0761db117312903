import { formatIsoDay, type IsoDay, parseIsoDay } from "@billpath/contract/light"

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

const isoDay = (value: unknown): IsoDay | undefined => {
  if (typeof value !== "string") return undefined
  const day = parseIsoDay(value)
  // Round-tripped, so 2026-2-3 or a stray time is not taken for a day.
  return day !== undefined && formatIsoDay(day) === value ? value : undefined
}

const pageNumber = (value: unknown): number | undefined => {
  const number = typeof value === "string" ? Number(value) : value
  return typeof number === "number" && Number.isInteger(number) && number > 1 ? number : undefined
}

/**
 * Reads the search from an address, keeping only what is well formed: an unknown view, a page that is
 * not a whole number above 1, a date that is not a real day, or a range whose start is after its end is
 * left out (the screen then shows its default), never an error page.
 */
export const billingSearch = (search: Record<string, unknown>): BillingSearch => {
  const currentView = billingViews.find((view) => view === search.currentView)
  const page = pageNumber(search.page)
  const startDate = isoDay(search.startDate)
  const endDate = isoDay(search.endDate)
  const range =
    startDate !== undefined && endDate !== undefined && startDate <= endDate ? { startDate, endDate } : {}
  const sinceLastBill =
    currentView === "payments" && (search.sinceLastBill === true || search.sinceLastBill === "true")
  return {
    ...(currentView === undefined ? {} : { currentView }),
    ...(page === undefined ? {} : { page }),
    ...range,
    ...(sinceLastBill ? { sinceLastBill: true } : {}),
  }
}
