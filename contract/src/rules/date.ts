import { Schema } from "effect"
import { failsWith, required } from "./filter.ts"
import type { MessageKey } from "./messages.ts"

/** The date picker's bounds (spec §5). */
export const earliestYear = 1901
export const latestYear = 9999

export interface CalendarDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

// MM/DD/YYYY, the separator one of / - . and the same both times.
const usDatePattern = /^([0-9]{2})([/.-])([0-9]{2})\2([0-9]{4})$/

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/** Reads a typed MM/DD/YYYY date; undefined when it is not a real calendar day within the picker's bounds. */
export const parseUsDate = (text: string): CalendarDate | undefined => {
  const match = usDatePattern.exec(text)
  if (match === null) return undefined
  const month = Number(match[1])
  const day = Number(match[3])
  const year = Number(match[4])
  if (year < earliestYear || year > latestYear) return undefined
  if (month < 1 || month > 12) return undefined
  if (day < 1 || day > daysInMonth(year, month)) return undefined
  return { year, month, day }
}

export const isUsDate = (text: string): boolean => parseUsDate(text) !== undefined

/** Orders two calendar dates: negative when a is earlier. */
export const compareCalendarDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day

/** A required typed date that fails with the given key (each form names its own). */
export const usDateField = (key: MessageKey) => Schema.String.check(required(key), failsWith(key, isUsDate))

/** Same, but may be left empty. */
export const optionalUsDateField = (key: MessageKey) =>
  Schema.String.check(failsWith(key, (text) => text === "" || isUsDate(text)))

/** Formats a calendar date as the masked MM/DD/YYYY text. */
export const formatUsDate = (date: CalendarDate): string =>
  `${String(date.month).padStart(2, "0")}/${String(date.day).padStart(2, "0")}/${String(date.year).padStart(4, "0")}`
