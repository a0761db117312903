import { Schema } from "effect"
import { compareCalendarDates, parseUsDate } from "../rules/calendar-date.ts"
import { usDateField } from "../rules/date.ts"
import { fieldLimits } from "../rules/limits.ts"
import { textField } from "../rules/text.ts"

/** A history screen's date search: two typed dates, the start not after the end. */
export const dateSearchForm = Schema.Struct({
  startDate: usDateField("search.startDateError"),
  endDate: usDateField("search.endDateError"),
}).check(
  Schema.makeFilter(({ startDate, endDate }) => {
    const start = parseUsDate(startDate)
    const end = parseUsDate(endDate)
    if (start === undefined || end === undefined) return undefined
    return compareCalendarDates(start, end) <= 0
      ? undefined
      : { path: ["startDate"], issue: "search.dateOrderError" }
  }),
)

export const serviceSearchField = textField({ max: fieldLimits.serviceSearch })

/** The usage screen's filter: the bill date picked (its ATR transaction, "" for not billed yet) and the service ID searched. */
export const usageSearchForm = Schema.Struct({
  atrTransactionID: Schema.String,
  serviceID: serviceSearchField,
})
