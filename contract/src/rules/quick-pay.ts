/** The theme settings quick pay depends on. */
export interface QuickPaySettings {
  readonly allowQuickPay: boolean
  readonly allowMakePayment: boolean
}

/**
 * Spec §6: visitors may use quick pay only when the theme allows both quick pay and making payments —
 * the Home link, the /quickpay page and the API's find-account all ask this.
 */
export const isQuickPayOffered = (settings: QuickPaySettings): boolean =>
  settings.allowQuickPay && settings.allowMakePayment
