import type { BaseTranslation } from "../../i18n-types.js"

const en_dashboard = {
  welcome: "Welcome back",
  greeting: "Hello, {name}",
  overviewHeading: "Account overview",
  balance: "Current balance",
  creditBalance: "Credit balance",
  autopayScheduledFor: "Autopay scheduled for {date}",
  autopayEnabled: "Autopay enabled",
  setUpAutopay: "Set up autopay",
  viewBill: "View bill",
  downloadingBill: "Downloading your bill…",
  openingBill: "Opening your bill…",
  makePayment: "Make a payment",
  redirectingToPayment: "Taking you to the secure payment page…",
  lastPaymentHeading: "Last payment",
  receivedOn: "Received on {date}",
  noPayment: "No payments yet.",
  cardEnding: "{card} ending in {lastFour}",
  bankEnding: "{bank} account ending in {lastFour}",
  timeline: "Your bill, step by step",
  timelineIssued: "Issued",
  timelineAutopay: "Autopay",
  timelineDue: "Due",
  timelineDone: "done",
} satisfies BaseTranslation

export default en_dashboard
