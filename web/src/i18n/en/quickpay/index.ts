import type { BaseTranslation } from "../../i18n-types.js"

/** Quick pay: paying a bill without signing in. */
const en_quickpay = {
  heading: "Quick pay",
  intro: "Pay your bill without signing in. Enter the account number and service ID printed on your bill.",
  find: "Find my bill",
  finding: "Looking for your account…",
  isThisYou: "Is this you?",
  isThisYouIntro: "Check that this is the account you want to pay.",
  name: "Name",
  location: "City and state",
  cityState: "{city}, {state}",
  amountOwed: "Amount owed",
  dueDate: "Due date",
  status: "Status",
  makePayment: "Make a payment",
  openingPayment: "Opening the payment page…",
  paymentNote:
    "You will enter your card on our payment provider’s secure page, then come back here for your receipt.",
  notMe: "This is not me",
  signInInstead: "Have an account? Sign in to see your bills and payments.",
  signIn: "Sign in",
} satisfies BaseTranslation

export default en_quickpay
