import type { BaseTranslation } from "../../i18n-types.js"

const en_billStatus = {
  paid: "Paid",
  pastDue: "Past due",
  unpaid: "Unpaid",
} satisfies BaseTranslation

export default en_billStatus
