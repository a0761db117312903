/** The theme settings quick pay depends on. */
export interface QuickPaySettings {
  readonly allowQuickPay: boolean
  readonly allowMakePayment: boolean
}

/** Quick pay needs the theme to allow it and payments (spec §6); Home, /quickpay and the API ask this. */
export const isQuickPayOffered = (settings: QuickPaySettings): boolean =>
  settings.allowQuickPay && settings.allowMakePayment
