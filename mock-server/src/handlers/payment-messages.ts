import type { LanguageCode } from "@billpath/contract"

/** The texts the provider answers with when it refuses a payment method (status 435). */
export const paymentMethodRefusals = {
  payTypeLocked: {
    en: "Your payment method can't be changed online. Please call us to change it.",
    fr: "Votre mode de paiement ne peut pas être modifié en ligne. Veuillez nous appeler pour le modifier.",
  },
  bankDeclined: {
    en: "Your bank declined this account for direct debit.",
    fr: "Votre institution financière a refusé ce compte pour le prélèvement automatique.",
  },
  usernameMismatch: {
    en: "The username does not match the signed-in account.",
    fr: "Le nom d’utilisateur ne correspond pas au compte connecté.",
  },
} as const satisfies Record<string, Record<LanguageCode, string>>

/** Bank account numbers the demo bank refuses, so a demo can show the 435 answer. */
export const isDeclinedBankAccount = (accountNumber: string): boolean => accountNumber.startsWith("0000")
