/** Where the mock server reads the time: generated history, token expiry and receipts all use it. */
export interface Clock {
  readonly now: () => Date
}

/**
 * The wall clock, or a clock that starts at `startAt` (MOCK_NOW) and then advances in real time, so a
 * fixed start still lets tokens expire.
 */
export const runningClock = (startAt?: Date): Clock => {
  if (startAt === undefined) return { now: () => new Date() }
  const startedAt = performance.now()
  return { now: () => new Date(startAt.getTime() + (performance.now() - startedAt)) }
}

/** A clock that moves only when told to: tests use it to expire tokens without waiting. */
export interface ManualClock extends Clock {
  readonly advance: (milliseconds: number) => void
}

export const manualClock = (startAt: Date): ManualClock => {
  let current = startAt.getTime()
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds
    },
  }
}

const twoDigits = (value: number): string => (value < 10 ? `0${value}` : String(value))

/**
 * The UTC calendar day of an instant, as the wire carries it. Written out by hand rather than cut from
 * toISOString, which is several times slower and runs in every account summary; the same text for the
 * years 0000-9999, and the same RangeError for an invalid date (clock.test.ts).
 */
export const isoDay = (instant: Date): string => {
  const year = instant.getUTCFullYear()
  if (Number.isNaN(year) || year < 0 || year > 9999) return instant.toISOString().slice(0, 10)
  return `${String(year).padStart(4, "0")}-${twoDigits(instant.getUTCMonth() + 1)}-${twoDigits(instant.getUTCDate())}`
}

/** A calendar day moved by a number of days. */
export const addDays = (day: string, days: number): string => {
  const moved = new Date(`${day}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return isoDay(moved)
}

/** A calendar day moved by whole months, the day clamped to the month's length. */
export const addMonths = (day: string, months: number): string => {
  const [year, month, date] = day.split("-").map(Number)
  const first = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(date ?? 1, lastDay))
  return isoDay(first)
}
