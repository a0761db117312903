import type { BaseTranslation } from "../../i18n-types.js"

const en_search = {
  startDateError: "Invalid Start Date",
  endDateError: "Invalid End Date",
  dateOrderError: "Start date must be on or before end date",
  startDate: "Start date",
  endDate: "End date",
  submit: "Search",
  filters: "Filters",
  range: "{start:string} to {end:string}",
} satisfies BaseTranslation

export default en_search
