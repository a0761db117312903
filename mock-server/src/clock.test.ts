import fc from "fast-check"
import { describe, expect, test } from "vitest"
import { addDays, isoDay } from "./clock.ts"

describe("isoDay", () => {
  test("the day toISOString gives, for any instant it can write", () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (instant) => {
        expect(isoDay(instant)).toBe(instant.toISOString().slice(0, 10))
      }),
      { numRuns: 20000 },
    )
  })

  test("an invalid date is refused as toISOString refuses it", () => {
    expect(() => isoDay(new Date(Number.NaN))).toThrow(RangeError)
  })

  test("days move across month and year ends", () => {
    expect(addDays("2026-12-04", -3)).toBe("2026-12-01")
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29")
  })
})
