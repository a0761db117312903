/**
 * The receipt page's route parameters. The hosted card page sends the browser back with
 * `status=success` after a payment and `status=cancelled` from its Cancel link; anything else (no status,
 * a hand-typed one) is neither, and shows a receipt only if the server has one for this sign-in.
 */
export type ReturnStatus = "success" | "cancelled"

export interface ReceiptSearch {
  readonly status?: ReturnStatus
}

export const receiptSearch = (search: Record<string, unknown>): ReceiptSearch =>
  search.status === "success" || search.status === "cancelled" ? { status: search.status } : {}
