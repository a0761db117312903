import type { KioskSettings } from "@billpath/contract"

/** The mock kiosk's idle limit unless its caller sets one: the suggested 90 seconds without a touch. */
export const defaultKioskIdleSeconds = 90

/**
 * The kiosk configuration `npm run kiosk` serves (MOCK_KIOSK=on). The mock's card page is on its own
 * origin (/__mock/hosted-payment), so the portal's origin is the only one; a real deployment lists the
 * provider's payment page second.
 */
export const mockKioskSettings = (origin: string, idleSeconds = defaultKioskIdleSeconds): KioskSettings => ({
  enabled: true,
  idleSeconds,
  allowedOrigins: [origin],
  receiptPaperMm: 80,
  attractMessage: {
    en: "Pay a bill, check your balance or print a receipt",
    fr: "Payez une facture, consultez votre solde ou imprimez un reçu",
  },
})
