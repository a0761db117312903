import { describe, expect, test } from "vitest"
import { dateSearchForm } from "../forms/date-search.ts"
import { isUsDate, parseUsDate } from "./calendar-date.ts"
import { usDateField } from "./date.ts"
import { fieldMessages } from "./messages.ts"
import { fieldProblems, firstProblemKey } from "./problems.ts"

describe("parseUsDate", () => {
  test("reads month, day and year in that order", () => {
    expect(parseUsDate("11/22/2026")).toEqual({ year: 2026, month: 11, day: 22 })
    expect(parseUsDate("01/02/2003")).toEqual({ year: 2003, month: 1, day: 2 })
  })

  test("29 February in a leap year", () => {
    expect(parseUsDate("02/29/2024")).toEqual({ year: 2024, month: 2, day: 29 })
  })

  test("29 February in a common year is not a day", () => {
    expect(parseUsDate("02/29/2023")).toBeUndefined()
  })

  test("29 February 2000 (divisible by 400) is a day", () => {
    expect(parseUsDate("02/29/2000")).toEqual({ year: 2000, month: 2, day: 29 })
  })

  test("29 February 1900 is rejected (out of the picker's bounds anyway)", () => {
    expect(parseUsDate("02/29/1900")).toBeUndefined()
  })

  test("29 February 2100 (divisible by 100, not by 400) is not a day", () => {
    expect(parseUsDate("02/29/2100")).toBeUndefined()
    expect(parseUsDate("02/28/2100")).toEqual({ year: 2100, month: 2, day: 28 })
  })

  test.each(["/", "-", "."])("the separator %j is accepted", (separator) => {
    expect(parseUsDate(`03${separator}15${separator}2025`)).toEqual({ year: 2025, month: 3, day: 15 })
  })

  test.each(["03/15-2025", "03-15/2025", "03.15/2025", "03/15.2025", "03-15.2025", "03.15-2025"])(
    "mixed separators are rejected: %j",
    (text) => {
      expect(parseUsDate(text)).toBeUndefined()
    },
  )

  test.each(["03 15 2025", "03_15_2025", "03152025", "03,15,2025"])(
    "other separators are rejected: %j",
    (text) => {
      expect(parseUsDate(text)).toBeUndefined()
    },
  )

  test.each([
    ["month 13", "13/01/2024"],
    ["month 00", "00/10/2024"],
    ["day 00", "10/00/2024"],
    ["31 April", "04/31/2024"],
    ["31 June", "06/31/2024"],
    ["31 September", "09/31/2024"],
    ["31 November", "11/31/2024"],
    ["32 January", "01/32/2024"],
    ["30 February", "02/30/2024"],
    ["day and month swapped", "22/11/2026"],
  ])("%s is not a day (%s)", (_name, text) => {
    expect(parseUsDate(text)).toBeUndefined()
  })

  test.each([
    "01/31/2024",
    "03/31/2024",
    "04/30/2024",
    "05/31/2024",
    "07/31/2024",
    "08/31/2024",
    "10/31/2024",
    "12/31/2024",
    "02/28/2023",
  ])("the last day of the month is a day: %s", (text) => {
    expect(isUsDate(text)).toBe(true)
  })

  test("the year bounds 1901 and 9999 are accepted", () => {
    expect(parseUsDate("01/01/1901")).toEqual({ year: 1901, month: 1, day: 1 })
    expect(parseUsDate("12/31/9999")).toEqual({ year: 9999, month: 12, day: 31 })
  })

  test("years 1900 and 10000 are rejected", () => {
    expect(parseUsDate("12/31/1900")).toBeUndefined()
    expect(parseUsDate("01/01/1900")).toBeUndefined()
    expect(parseUsDate("01/01/10000")).toBeUndefined()
    expect(parseUsDate("01/01/0000")).toBeUndefined()
  })

  test.each(["", "2024-02-29", "02/29/24", "02/29/2024 ", " 02/29/2024", "02/29/2024T00", "ab/cd/efgh"])(
    "text that is not MM/DD/YYYY is rejected: %j",
    (text) => {
      expect(parseUsDate(text)).toBeUndefined()
    },
  )
})

describe("isUsDate", () => {
  test("agrees with parseUsDate", () => {
    expect(isUsDate("02/29/2024")).toBe(true)
    expect(isUsDate("02.29.2000")).toBe(true)
    expect(isUsDate("02-29-2023")).toBe(false)
    expect(isUsDate("02/29/2100")).toBe(false)
    expect(isUsDate("04/31/2024")).toBe(false)
    expect(isUsDate("")).toBe(false)
  })
})

describe("usDateField", () => {
  const field = usDateField("register.fieldDate")

  test("a valid date passes", () => {
    expect(fieldProblems(field)("02/29/2024")).toEqual([])
    expect(fieldProblems(field)("12-31-9999")).toEqual([])
  })

  test("an invalid date fails with the given key", () => {
    expect(fieldProblems(field)("02/29/2023")).toEqual([
      { path: "", key: "register.fieldDate", text: fieldMessages["register.fieldDate"] },
    ])
    expect(firstProblemKey(field)("13/01/2024")).toBe("register.fieldDate")
    expect(firstProblemKey(field)("01/01/1900")).toBe("register.fieldDate")
  })

  test("an empty date fails with the given key too", () => {
    expect(firstProblemKey(field)("")).toBe("register.fieldDate")
    expect(firstProblemKey(usDateField("search.endDateError"))("")).toBe("search.endDateError")
  })

  test("each form names its own key", () => {
    expect(firstProblemKey(usDateField("search.startDateError"))("00/10/2024")).toBe("search.startDateError")
  })
})

describe("dateSearchForm", () => {
  const check = fieldProblems(dateSearchForm)

  test("a start before the end passes", () => {
    expect(check({ startDate: "01/01/2025", endDate: "11/22/2026" })).toEqual([])
  })

  test("the same day for start and end passes", () => {
    expect(check({ startDate: "11/22/2026", endDate: "11/22/2026" })).toEqual([])
  })

  test("dates are compared as dates, not as text", () => {
    expect(check({ startDate: "12/01/2024", endDate: "01/15/2025" })).toEqual([])
    expect(check({ startDate: "02/01/2025", endDate: "01/31/2025" })).toEqual([
      { path: "startDate", key: "search.dateOrderError", text: fieldMessages["search.dateOrderError"] },
    ])
  })

  test("separators may differ between the two dates", () => {
    expect(check({ startDate: "01-01-2025", endDate: "01.02.2025" })).toEqual([])
  })

  test.each([
    ["a day later", "11/23/2026", "11/22/2026"],
    ["a month later", "12/22/2026", "11/22/2026"],
    ["a year later", "11/22/2027", "11/22/2026"],
    ["across the year end", "01/01/2027", "12/31/2026"],
  ])("a start %s than the end gives search.dateOrderError on startDate", (_name, startDate, endDate) => {
    expect(check({ startDate, endDate })).toEqual([
      { path: "startDate", key: "search.dateOrderError", text: fieldMessages["search.dateOrderError"] },
    ])
  })

  test("a bad start gives search.startDateError", () => {
    expect(check({ startDate: "13/01/2026", endDate: "11/22/2026" })).toEqual([
      { path: "startDate", key: "search.startDateError", text: fieldMessages["search.startDateError"] },
    ])
    expect(check({ startDate: "02/29/2023", endDate: "11/22/2026" }).map((problem) => problem.key)).toEqual([
      "search.startDateError",
    ])
  })

  test("a bad end gives search.endDateError", () => {
    expect(check({ startDate: "11/22/2025", endDate: "11/31/2026" })).toEqual([
      { path: "endDate", key: "search.endDateError", text: fieldMessages["search.endDateError"] },
    ])
  })

  test("an empty start gives search.startDateError", () => {
    expect(check({ startDate: "", endDate: "11/22/2026" })).toEqual([
      { path: "startDate", key: "search.startDateError", text: fieldMessages["search.startDateError"] },
    ])
  })

  test("an empty end gives search.endDateError", () => {
    expect(check({ startDate: "11/22/2026", endDate: "" }).map(({ path, key }) => ({ path, key }))).toEqual([
      { path: "endDate", key: "search.endDateError" },
    ])
  })

  test("both bad give both errors, and no order error", () => {
    expect(
      check({ startDate: "12/32/2026", endDate: "00/01/2026" }).map(({ path, key }) => ({ path, key })),
    ).toEqual([
      { path: "startDate", key: "search.startDateError" },
      { path: "endDate", key: "search.endDateError" },
    ])
  })

  test("a missing field is reported as required", () => {
    expect(check({ startDate: "01/01/2025" }).map(({ path, key }) => ({ path, key }))).toEqual([
      { path: "endDate", key: "validation.fieldRequired" },
    ])
  })
})
