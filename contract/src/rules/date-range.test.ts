import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { dateSearchForm } from "../forms/date-search.ts"
import { defaultDateRange, defaultDateSearch } from "./date-range.ts"

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

  test("as the date-search form shows it, which the form accepts", () => {
    const range = defaultDateSearch("2028-02-29")
    expect(range).toEqual({ startDate: "02/28/2027", endDate: "02/29/2028" })
    expect(Schema.is(dateSearchForm)(range)).toBe(true)
  })

  test("no range from something that is not a day", () => {
    expect(defaultDateRange("2027-02-29")).toBeUndefined()
    expect(defaultDateSearch("today")).toBeUndefined()
  })
})
