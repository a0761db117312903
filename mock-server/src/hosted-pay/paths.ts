/** The simulated provider-hosted card page: a mock-only path, as a real provider's would be its own host. */
export const hostedPaymentPrefix = "/__mock/hosted-payment"

export const hostedPaymentPath = (sessionId: string): string => `${hostedPaymentPrefix}/${sessionId}`

/** Where the page sends the browser back to: the portal's receipt page. */
export const portalReceiptPath = "/payment-receipt"

/** Where a card autopay set-up goes back to: the portal's autopay settings. */
export const portalAutopayPath = "/account/autopay"

/** Where the page sends the browser back, by what the session was for, with how it ended. */
export const returnPathOf = (session: { readonly isMakePayment: boolean }, status: "success" | "cancelled") =>
  `${session.isMakePayment ? portalReceiptPath : portalAutopayPath}?status=${status}`
