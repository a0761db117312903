import type { BaseTranslation } from "../../i18n-types.js"

/** Usage: the chart over the last bills, the filter, the table and its downloads. */
const en_usage = {
  heading: "Usage",
  tab: "Usage",
  csv: "Download CSV",
  filter: "Filter usage",
  billDate: "Bill date",
  notBilledPeriod: "Not billed yet (current period)",
  serviceSearch: "Service ID",
  find: "Search",
  caption: "Usage on the bill of {date}",
  unbilledCaption: "Usage not billed yet",
  noResults: "Sorry, no usage found",
  serviceID: "Service ID",
  quantity: "Quantity",
  charge: "Charge",
  discount: "Discount",
  billed: "Billing",
  billedYes: "Billed",
  notBilledYet: "Not billed yet",
  detail: "Detail",
  detailLabel: "Download the usage detail of {service} (CSV)",
  rowMore: "More about the usage of {service:string}",
  historyHeading: "Usage over time",
  historyService: "Service shown",
  historyEmpty: "There is no usage history for this service yet.",
  chartTitle: "{service}: usage on the last {count:number} bills",
  chartDescription:
    "Bar chart, one bar per bill, oldest on the left. Tab to the bars, then use the arrow keys to hear each bill's usage.",
  barLabel: "{period}: {quantity}, {charge}",
  chartAsTable: "Show these figures as a table",
  period: "Bill",
} satisfies BaseTranslation

export default en_usage
