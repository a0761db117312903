// Set by the card page on return; anything else shows a receipt only if the server has one for this sign-in.
export type ReturnStatus = "success" | "cancelled"

export interface ReceiptSearch {
  readonly status?: ReturnStatus
}

export const receiptSearch = (search: Record<string, unknown>): ReceiptSearch =>
  search.status === "success" || search.status === "cancelled" ? { status: search.status } : {}
