import type { BaseTranslation } from "../../i18n-types.js"

const en_paymentTypes = {
  VISA: "Visa",
  MASTERCARD: "Mastercard",
  AMEX: "American Express",
  DISCOVER: "Discover",
  CASH: "Cash",
  ACH: "Bank account",
} satisfies BaseTranslation

export default en_paymentTypes
