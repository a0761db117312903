import type { BaseTranslation } from "../../i18n-types.js"

/** The payment receipt's texts, loaded with its screen. */
const en_paymentReceipt = {
  heading: "Payment receipt",
  thanks: "Thank you. Your payment has been received.",
  loading: "Loading your receipt…",
  amount: "Amount paid",
  paidTo: "Paid to",
  accountNumber: "Account number",
  paidWith: "Paid with",
  cardEnding: "{card} ending in {lastFour}",
  date: "Date and time",
  reference: "Reference number",
  referenceHint: "Keep this number: quote it if you contact us about this payment.",
  print: "Print receipt",
  continueToAccount: "Continue to my account",
  continueHome: "Continue",
} satisfies BaseTranslation

export default en_paymentReceipt
