/** Quick pay needs the theme to allow it and payments (spec §6); Home, /quickpay and the API ask this. */
export const isQuickPayOffered = (settings: {
  readonly allowQuickPay: boolean
  readonly allowMakePayment: boolean
}): boolean => settings.allowQuickPay && settings.allowMakePayment
