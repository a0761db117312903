import type { KioskSettings } from "@billpath/contract"

/** `npm run kiosk`'s settings: the mock's card page is on the portal's origin, so it lists that one only. */
export const mockKioskSettings = (origin: string, idleSeconds = 90): KioskSettings => ({
  enabled: true,
  idleSeconds,
  allowedOrigins: [origin],
  receiptPaperMm: 80,
  attractMessage: {
    en: "Pay a bill, check your balance or print a receipt",
    fr: "Payez une facture, consultez votre solde ou imprimez un reçu",
  },
})
