/**
 * The receipt page's route parameters: the card page comes back with `status=success` or, from its Cancel
 * link, `status=cancelled`. Anything else shows a receipt only if the server has one for this sign-in.
 */
export type ReturnStatus = "success" | "cancelled"

export interface ReceiptSearch {
  readonly status?: ReturnStatus
}

export const receiptSearch = (search: Record<string, unknown>): ReceiptSearch =>
  search.status === "success" || search.status === "cancelled" ? { status: search.status } : {}
