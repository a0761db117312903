import type { BaseTranslation } from "../../i18n-types.js"

const en_paymentMethod = {
  heading: "Payment method",
  autopayOn: "Autopay is on: each bill is paid automatically.",
  manual: "You pay each bill yourself.",
  manualHint: "Set up autopay and never miss a due date.",
  change: "Change payment method",
  locked: "Your payment method cannot be changed online.",
} satisfies BaseTranslation

export default en_paymentMethod
