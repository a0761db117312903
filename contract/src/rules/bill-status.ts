import type { IsoDay } from "./calendar-date.ts"

export type BillStatus = "paid" | "pastDue" | "unpaid"

/**
 * A bill's status (spec §4) on `today`, the provider's day (`isoDayOf(server now)`): due today is not
 * past due yet. Wire days (YYYY-MM-DD) order as text.
 */
export const billStatus = (
  bill: { readonly isPaid: boolean; readonly paymentDueDate: IsoDay },
  today: IsoDay,
): BillStatus => {
  if (bill.isPaid) return "paid"
  return bill.paymentDueDate < today ? "pastDue" : "unpaid"
}
