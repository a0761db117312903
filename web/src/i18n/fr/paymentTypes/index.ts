import type { NamespacePaymentTypesTranslation } from "../../i18n-types.js"

const fr_paymentTypes = {
  VISA: "Visa",
  MASTERCARD: "Mastercard",
  AMEX: "American Express",
  DISCOVER: "Discover",
  CASH: "Argent comptant",
  ACH: "Compte bancaire",
} satisfies NamespacePaymentTypesTranslation

export default fr_paymentTypes
