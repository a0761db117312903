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

const lastYearUpTo = <Day>(today: IsoDay, format: (date: CalendarDate) => Day): DayRange<Day> | undefined => {
  const day = parseIsoDay(today)
  return day === undefined ? undefined : { startDate: format(shiftYears(day, -1)), endDate: format(day) }
}

/** The history screens' default range (spec §9, "last 1 year up to today"), both days included. */
export const defaultDateRange = (today: IsoDay): DayRange<IsoDay> | undefined =>
  lastYearUpTo(today, formatIsoDay)

/** The same range as the date-search form shows it (MM/DD/YYYY). */
export const defaultDateSearch = (today: IsoDay): DayRange<string> | undefined =>
  lastYearUpTo(today, formatUsDate)
