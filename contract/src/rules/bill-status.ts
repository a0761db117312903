import type { IsoDay } from "./calendar-date.ts"

export type BillStatus = "paid" | "pastDue" | "unpaid"

/** A bill's status (spec §4) on the provider's `today`: due today is not past due yet. */
export const billStatus = (
  bill: { readonly isPaid: boolean; readonly paymentDueDate: IsoDay },
  today: IsoDay,
): BillStatus => (bill.isPaid ? "paid" : bill.paymentDueDate < today ? "pastDue" : "unpaid")
