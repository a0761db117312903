// Set by the card page on return; anything else shows a receipt only if the server has one for this sign-in.
export type ReturnStatus = "success" | "cancelled"

export const receiptSearch = (search: Record<string, unknown>): { readonly status?: ReturnStatus } =>
  search.status === "success" || search.status === "cancelled" ? { status: search.status } : {}
