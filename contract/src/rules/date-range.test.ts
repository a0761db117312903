import { describe, expect, test } from "vitest"
import { defaultDateRange } from "./date-range.ts"

describe("the default date range: the last year up to today (spec §9)", () => {
  test("from the same day a year ago to today, as wire days", () => {
    expect(defaultDateRange("2026-11-23")).toEqual({ startDate: "2025-11-23", endDate: "2026-11-23" })
    expect(defaultDateRange("2026-01-01")).toEqual({ startDate: "2025-01-01", endDate: "2026-01-01" })
  })

  test("on 29 February it starts on 28 February of the year before", () => {
    expect(defaultDateRange("2028-02-29")).toEqual({ startDate: "2027-02-28", endDate: "2028-02-29" })
  })

  test("the day after 29 February starts on 1 March", () => {
    expect(defaultDateRange("2029-03-01")).toEqual({ startDate: "2028-03-01", endDate: "2029-03-01" })
  })

  test("no range from something that is not a day", () => {
    expect(defaultDateRange("2027-02-29")).toBeUndefined()
  })
})
