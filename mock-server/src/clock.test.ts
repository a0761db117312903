import { isoDayOf } from "@billpath/contract"
import fc from "fast-check"
import { describe, expect, test } from "vitest"
import { addDays, runningClock } from "./clock.ts"
import { manualClock } from "./testing/manual-clock.ts"

describe("isoDayOf", () => {
  test("the day toISOString gives, for any instant it can write", () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (instant) => {
        expect(isoDayOf(instant.getTime())).toBe(instant.toISOString().slice(0, 10))
      }),
      { numRuns: 20000 },
    )
  })

  test("an invalid date is refused as toISOString refuses it", () => {
    expect(() => isoDayOf(Number.NaN)).toThrow(RangeError)
  })

  test("days move across month and year ends", () => {
    expect(addDays("2026-12-04", -3)).toBe("2026-12-01")
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29")
  })
})

/** The Date version addDays replaced: parse the text, move the UTC date, write the day. */
const addDaysByDate = (day: string, days: number): string => {
  const moved = new Date(`${day}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return isoDayOf(moved.getTime())
}

const outcome = (run: () => string): string => {
  try {
    return run()
  } catch (error) {
    return `threw ${error instanceof Error ? error.name : String(error)}`
  }
}

describe("addDays", () => {
  test("the Date version's day for any day of the years 0000-9999 and any move", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("0000-01-01T00:00:00Z"),
          max: new Date("9999-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: -4_000_000, max: 4_000_000 }),
        (instant, days) => {
          const day = isoDayOf(instant.getTime())
          expect(outcome(() => addDays(day, days))).toBe(outcome(() => addDaysByDate(day, days)))
        },
      ),
      { numRuns: 20000 },
    )
  })

  test("the Date version's answer for texts that are not an existing day", () => {
    for (const day of ["2026-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-1-05", "nonsense", ""]) {
      for (const days of [-1, 0, 1, 40]) {
        expect(outcome(() => addDays(day, days))).toBe(outcome(() => addDaysByDate(day, days)))
      }
    }
  })
})

describe("clock millis", () => {
  test("the instant now() gives, without a Date", () => {
    const manual = manualClock(new Date("2026-03-15T12:00:00Z"))
    manual.advance(1234)
    expect(manual.millis()).toBe(manual.now().getTime())
    const running = runningClock(new Date("2026-03-15T12:00:00Z"))
    const before = running.millis()
    const now = running.now().getTime()
    expect(now).toBeGreaterThanOrEqual(Math.floor(before))
    expect(running.millis()).toBeGreaterThanOrEqual(now - 1)
  })
})
