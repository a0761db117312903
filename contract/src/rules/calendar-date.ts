// Without Effect: the web's early chrome (due dates, default ranges) needs these before the decoders load.

/** The date picker's bounds (spec §5). */
export const earliestYear = 1901
export const latestYear = 9999

export interface CalendarDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** A calendar day on the wire, YYYY-MM-DD (see docs/decisions/001-wire-formats.md: days are UTC days). */
export type IsoDay = string

// MM/DD/YYYY, the separator one of / - . and the same both times.
const usDatePattern = /^([0-9]{2})([/.-])([0-9]{2})\2([0-9]{4})$/
const isoDayPattern = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

export const isRealDay = (year: number, month: number, day: number): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)

const realDate = (year: number, month: number, day: number): CalendarDate | undefined =>
  isRealDay(year, month, day) ? { year, month, day } : undefined

/** Reads a typed MM/DD/YYYY date; undefined when it is not a real calendar day within the picker's bounds. */
export const parseUsDate = (text: string): CalendarDate | undefined => {
  const match = usDatePattern.exec(text)
  if (match === null) return undefined
  const year = Number(match[4])
  if (year < earliestYear || year > latestYear) return undefined
  return realDate(year, Number(match[1]), Number(match[3]))
}

export const isUsDate = (text: string): boolean => parseUsDate(text) !== undefined

/** Orders two calendar dates: negative when a is earlier. */
export const compareCalendarDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day

export const formatUsDate = (date: CalendarDate): string =>
  `${String(date.month).padStart(2, "0")}/${String(date.day).padStart(2, "0")}/${String(date.year).padStart(4, "0")}`

/** Reads a wire day (YYYY-MM-DD); undefined when it is not a real calendar day. */
export const parseIsoDay = (text: IsoDay): CalendarDate | undefined => {
  const match = isoDayPattern.exec(text)
  return match === null ? undefined : realDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

export const formatIsoDay = (date: CalendarDate): IsoDay =>
  `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`

/** An instant's UTC day (pass the server's now): the provider's day, the same in every time zone. */
export const isoDayOf = (instant: number): IsoDay => new Date(instant).toISOString().slice(0, 10)

const dayNumber = (date: CalendarDate): number => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000

/** Whole days from `from` to `to` (1 to tomorrow, -1 to yesterday); NaN when either is not a real day. */
export const daysBetween = (from: IsoDay, to: IsoDay): number => {
  const start = parseIsoDay(from)
  const end = parseIsoDay(to)
  return start === undefined || end === undefined ? Number.NaN : dayNumber(end) - dayNumber(start)
}

/** The same day `years` away; 29 February becomes 28 February in a common year, as java.time does. */
export const shiftYears = (date: CalendarDate, years: number): CalendarDate => {
  const year = date.year + years
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) }
}
