import fc from "fast-check"
import { describe, expect, test } from "vitest"
import { isRealCalendarDay, realCalendarDayPattern } from "./calendar-day.ts"

/** The rule as it was first written: a day is real when a Date round trip gives the same text back. */
const byDateRoundTrip = (text: string): boolean => {
  const day = new Date(`${text.slice(0, 10)}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text.slice(0, 10)
}

const digits = (length: number) =>
  fc.array(fc.constantFrom(..."0123456789"), { minLength: length, maxLength: length }).map((d) => d.join(""))

describe("isRealCalendarDay", () => {
  test("real days, leap years and the days that do not exist", () => {
    expect(isRealCalendarDay("2026-12-04")).toBe(true)
    expect(isRealCalendarDay("2026-11-22T15:00:00Z")).toBe(true)
    expect(isRealCalendarDay("2024-02-29")).toBe(true)
    expect(isRealCalendarDay("2000-02-29")).toBe(true)
    expect(isRealCalendarDay("1900-02-29")).toBe(false)
    expect(isRealCalendarDay("2026-02-29")).toBe(false)
    expect(isRealCalendarDay("2026-04-31")).toBe(false)
    expect(isRealCalendarDay("2026-00-10")).toBe(false)
    expect(isRealCalendarDay("2026-13-01")).toBe(false)
    expect(isRealCalendarDay("2026-01-00")).toBe(false)
    expect(isRealCalendarDay("2026-1-01")).toBe(false)
    expect(isRealCalendarDay("")).toBe(false)
  })

  test("the same verdict as the Date round trip, for any day-shaped or other text", () => {
    const dayShaped = fc
      .tuple(digits(4), digits(2), digits(2), fc.string({ maxLength: 12 }))
      .map(([year, month, day, rest]) => `${year}-${month}-${day}${rest}`)
    fc.assert(
      fc.property(fc.oneof(dayShaped, fc.string({ maxLength: 14 })), (text) => {
        expect(isRealCalendarDay(text)).toBe(byDateRoundTrip(text))
      }),
      { numRuns: 20000 },
    )
  })

  test("its JSON Schema pattern gives the same verdict, day by day and for any text", () => {
    const pattern = new RegExp(realCalendarDayPattern, "u")
    for (const year of ["0000", "0004", "1900", "1901", "2000", "2024", "2026", "2100", "2400", "9999"]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
          expect(pattern.test(text), text).toBe(isRealCalendarDay(text))
        }
      }
    }
    const dayShaped = fc
      .tuple(digits(4), digits(2), digits(2), fc.string({ maxLength: 12 }))
      .map(([year, month, day, rest]) => `${year}-${month}-${day}${rest}`)
    fc.assert(
      fc.property(fc.oneof(dayShaped, fc.string({ maxLength: 14 })), (text) => {
        expect(pattern.test(text)).toBe(isRealCalendarDay(text))
      }),
      { numRuns: 20000 },
    )
  })
})
