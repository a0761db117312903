import type { BaseTranslation } from "../../i18n-types.js"

const en_billing = {
  heading: "Billing",
  billsTab: "Bills",
  paymentsTab: "Payments",
  billsCaption: "Bills from {start} to {end}",
  paymentsCaption: "Payments from {start} to {end}",
  sinceLastBillCaption: "Payments since your last bill",
  billsNoResults: "Sorry, no bills found",
  paymentsNoResults: "Sorry, no payments found",
  billMore: "More about the bill of {date:string}",
  paymentMore: "More about the payment of {date:string}",
  statementDate: "Statement date",
  dueDate: "Due date",
  amount: "Amount",
  status: "Status",
  statement: "Statement",
  pdf: "PDF",
  downloadLabel: "Download the bill of {date} (PDF)",
  noPdf: "No PDF for this bill",
  paymentDate: "Date",
  method: "Method",
  kind: "Type",
  byAutopay: "Autopay",
  oneTime: "One-time payment",
  paidWith: "{method} ending in {lastFour}",
  sinceLastBill: "Payments since last bill",
  makePayment: "Make a payment",
  redirectingToPayment: "Taking you to the secure payment page…",
} satisfies BaseTranslation

export default en_billing
