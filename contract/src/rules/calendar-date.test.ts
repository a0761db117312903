import { describe, expect, test } from "vitest"
import { formatIsoDay, isoDayOf, parseIsoDay, shiftYears } from "./calendar-date.ts"

describe("wire days", () => {
  test("read and write YYYY-MM-DD", () => {
    expect(parseIsoDay("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 })
    expect(formatIsoDay({ year: 2028, month: 2, day: 9 })).toBe("2028-02-09")
  })

  test("a day that is not real is refused", () => {
    expect(parseIsoDay("2027-02-29")).toBeUndefined()
    expect(parseIsoDay("2026-13-01")).toBeUndefined()
    expect(parseIsoDay("11/23/2026")).toBeUndefined()
  })

  test("the day of an instant is its UTC day", () => {
    expect(isoDayOf(Date.parse("2026-11-23T23:59:59Z"))).toBe("2026-11-23")
    expect(isoDayOf(Date.parse("2026-11-23T20:00:00-05:00"))).toBe("2026-11-24")
  })
})

describe("shiftYears", () => {
  test("keeps month and day", () => {
    expect(shiftYears({ year: 2026, month: 11, day: 23 }, -1)).toEqual({ year: 2025, month: 11, day: 23 })
  })

  test("29 February lands on 28 February in a common year, and stays in a leap year", () => {
    expect(shiftYears({ year: 2028, month: 2, day: 29 }, -1)).toEqual({ year: 2027, month: 2, day: 28 })
    expect(shiftYears({ year: 2028, month: 2, day: 29 }, -4)).toEqual({ year: 2024, month: 2, day: 29 })
    expect(shiftYears({ year: 2000, month: 2, day: 29 }, -100)).toEqual({ year: 1900, month: 2, day: 28 })
  })
})
