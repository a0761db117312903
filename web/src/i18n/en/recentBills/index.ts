import type { BaseTranslation } from "../../i18n-types.js"

const en_recentBills = {
  heading: "Recent bills",
  pdf: "PDF",
  downloadLabel: "Download the bill of {date} (PDF)",
  noPdf: "No PDF for this bill",
  none: "No bills yet.",
  failed: "Your recent bills could not be loaded. Please try again later.",
  seeBilling: "See all in Billing",
} satisfies BaseTranslation

export default en_recentBills
