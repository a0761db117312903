import type { BaseTranslation } from "../../i18n-types.js"

const en_standing = {
  pastDue: "Overdue by {days} day{{s}}",
  pastDueDetail: "Your payment was due on {date}.",
  dueToday: "Payment due today",
  dueTodayDetail: "Pay by the end of the day ({date}) to stay on time.",
  dueLater: "Payment due in {days} day{{s}}",
  dueLaterDetail: "Due on {date}.",
  autopayScheduledDetail: "No action needed: your balance will be paid automatically.",
  autopayProcessing: "Autopay is processing your payment",
  autopayProcessingDetail: "It was scheduled for {date}. Your balance updates once the payment clears.",
  balanceOpen: "Balance to pay",
  paidUp: "You’re all paid up",
  paidUpDetail: "Nothing is due right now.",
  creditDetail: "You have a credit of {amount}.",
} satisfies BaseTranslation

export default en_standing
