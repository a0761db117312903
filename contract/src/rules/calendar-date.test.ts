import { describe, expect, test } from "vitest"
import { daysBetween, formatIsoDay, isoDayOf, parseIsoDay, shiftYears } from "./calendar-date.ts"

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

describe("daysBetween", () => {
  test("counts calendar days, negative into the past", () => {
    expect(daysBetween("2026-11-22", "2026-11-23")).toBe(1)
    expect(daysBetween("2026-11-22", "2026-11-22")).toBe(0)
    expect(daysBetween("2026-11-22", "2026-11-13")).toBe(-9)
  })

  test("across a month end, a year end and a leap day", () => {
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1)
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2)
    expect(daysBetween("2027-02-28", "2027-03-01")).toBe(1)
  })

  test("a day that is not real gives no count", () => {
    expect(daysBetween("2026-02-30", "2026-03-01")).toBeNaN()
  })
})
