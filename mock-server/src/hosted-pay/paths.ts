/** The simulated provider-hosted card page: a mock-only path, as a real provider's would be its own host. */
export const hostedPaymentPrefix = "/__mock/hosted-payment"

/** Where the page sends the browser back, with how it ended: the receipt after a payment, else autopay. */
export const returnPathOf = (session: { readonly isMakePayment: boolean }, status: "success" | "cancelled") =>
  `${session.isMakePayment ? "/payment-receipt" : "/account/autopay"}?status=${status}`

/** A portal path as the card page links or redirects to it: on the portal's origin when that is another. */
export const portalAddress = (session: { readonly portalOrigin: string | undefined }, path: string): string =>
  `${session.portalOrigin ?? ""}${path}`
