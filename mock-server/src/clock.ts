import { type CalendarDate, formatIsoDay, isoDayOf, parseIsoDay } from "@billpath/contract"

export interface Clock {
  readonly now: () => Date
  /** The same instant as `now()` in epoch milliseconds, without a Date: every token check reads it. */
  readonly millis: () => number
}

/** The wall clock, or one that starts at `startAt` (MOCK_NOW) and runs on, so tokens still expire. */
export const runningClock = (startAt?: Date): Clock => {
  if (startAt === undefined) return { now: () => new Date(), millis: () => Date.now() }
  const startedAt = performance.now()
  const millis = () => startAt.getTime() + (performance.now() - startedAt)
  return { now: () => new Date(millis()), millis }
}

/** Days from 1970-01-01 to a proleptic Gregorian day (H. Hinnant's days_from_civil). */
const daysFromCivil = ({ year, month, day }: CalendarDate): number => {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146097 + dayOfEra - 719468
}

/** The day `days` days after 1970-01-01 as YYYY-MM-DD, or undefined outside the years 0000-9999. */
const civilDay = (days: number): string | undefined => {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const dayOfEra = z - era * 146097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  if (year < 0 || year > 9999) return undefined
  return formatIsoDay({ year, month, day })
}

/** By arithmetic on the day number, for throughput; anything but a real day in 0000-9999 goes the Date way. */
export const addDays = (day: string, days: number): string => {
  const parsed = parseIsoDay(day)
  if (parsed !== undefined && Number.isSafeInteger(days)) {
    const moved = civilDay(daysFromCivil(parsed) + days)
    if (moved !== undefined) return moved
  }
  const moved = new Date(`${day}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return isoDayOf(moved.getTime())
}
