import {
  type CalendarDate,
  formatIsoDay,
  formatUsDate,
  type IsoDay,
  parseIsoDay,
  shiftYears,
} from "./calendar-date.ts"

export interface DayRange<Day> {
  readonly startDate: Day
  readonly endDate: Day
}

const lastYearUpTo = (today: CalendarDate): DayRange<CalendarDate> => ({
  startDate: shiftYears(today, -1),
  endDate: today,
})

/**
 * The history screens' default range (spec §9, "last 1 year up to today"): from the same day a year
 * ago to today, both included; on 29 February the start is 28 February. Undefined when `today` is not
 * a real day.
 */
export const defaultDateRange = (today: IsoDay): DayRange<IsoDay> | undefined => {
  const day = parseIsoDay(today)
  if (day === undefined) return undefined
  const range = lastYearUpTo(day)
  return { startDate: formatIsoDay(range.startDate), endDate: formatIsoDay(range.endDate) }
}

/** The same range as the date-search form shows it (MM/DD/YYYY). */
export const defaultDateSearch = (today: IsoDay): DayRange<string> | undefined => {
  const day = parseIsoDay(today)
  if (day === undefined) return undefined
  const range = lastYearUpTo(day)
  return { startDate: formatUsDate(range.startDate), endDate: formatUsDate(range.endDate) }
}
