import type { BaseTranslation } from "../../i18n-types.js"

/** ChargeHistory: the charges of a date range and a service. */
const en_chargeHistory = {
  heading: "Charge history",
  tab: "Charges",
  caption: "Charges from {start} to {end}",
  serviceCaption: "Charges for {service} from {start} to {end}",
  noResults: "Sorry, no charges found",
  service: "Service",
  allServices: "All services",
  chargeName: "Charge",
  period: "Period",
  periodRange: "{start} – {end}",
  quantity: "Quantity",
  total: "Total",
  billDate: "Bill date",
  amount: "Amount",
  tax: "Tax",
  detailsLabel: "Details of {name}, {period}",
  csv: "Download CSV",
} satisfies BaseTranslation

export default en_chargeHistory
