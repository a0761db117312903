import { isRealDay } from "./calendar-date.ts"

const leadingDay = /^(\d{4})-(\d{2})-(\d{2})/

/** Whether a text starts with a real YYYY-MM-DD day, by arithmetic: every encoded date field runs it. */
export const isRealCalendarDay = (text: string): boolean => {
  const parts = leadingDay.exec(text)
  return parts !== null && isRealDay(Number(parts[1]), Number(parts[2]), Number(parts[3]))
}

// The same rule as a regular expression, for JSON Schema, which has no arithmetic; leap years as
// isLeapYear has them (0000 is one).
const monthAndDay =
  "(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))"
const leapYear = "(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)"

/** A pattern that matches exactly the texts isRealCalendarDay accepts (calendar-day.test.ts holds it). */
export const realCalendarDayPattern = `^(?:[0-9]{4}-${monthAndDay}|${leapYear}-02-29)`

/** The id under which the schemas declare the check, so the shape generator can name it. */
export const realCalendarDayCheckId = "billpath/isRealCalendarDay"
