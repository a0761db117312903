import type { IsoDay } from "./calendar-date.ts"

export type BillStatus = "paid" | "pastDue" | "unpaid"

/**
 * A bill's status (spec §4): paid when isPaid; otherwise past due when its due date is before today;
 * otherwise unpaid. `today` is the provider's calendar day (`isoDayOf(server now)`), so a bill due
 * today is still unpaid, not past due, until the day is over. Wire days are YYYY-MM-DD, which order as
 * text.
 */
export const billStatus = (
  bill: { readonly isPaid: boolean; readonly paymentDueDate: IsoDay },
  today: IsoDay,
): BillStatus => {
  if (bill.isPaid) return "paid"
  return bill.paymentDueDate < today ? "pastDue" : "unpaid"
}
