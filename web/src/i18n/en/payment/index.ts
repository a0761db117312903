import type { BaseTranslation } from "../../i18n-types.js"

/** A payment's own field rule (contract key `payment.fieldAmount`), as the provider API explains a 400. */
const en_payment = {
  fieldAmount: "Enter an amount from 1.00 to 10,000.00",
} satisfies BaseTranslation

export default en_payment
