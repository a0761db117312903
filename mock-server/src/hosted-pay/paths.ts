/** The simulated provider-hosted card page: a mock-only path, as a real provider's would be its own host. */
export const hostedPaymentPrefix = "/__mock/hosted-payment"

export const hostedPaymentPath = (sessionId: string): string => `${hostedPaymentPrefix}/${sessionId}`

/** Where the page sends the browser back to: the portal's receipt page. */
export const portalReceiptPath = "/payment-receipt"
