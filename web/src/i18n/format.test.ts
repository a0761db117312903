import { describe, expect, test } from "vitest"
import { formatDate, formatMoney, localeOf } from "./format.ts"

describe("formatDate", () => {
  test("writes every day of 2024–2030 as Intl.DateTimeFormat does, in both languages", () => {
    for (const language of ["en", "fr"] as const) {
      const intl = new Intl.DateTimeFormat(localeOf[language], {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        timeZone: "UTC",
      })
      for (let day = Date.UTC(2024, 0, 1); day <= Date.UTC(2030, 11, 31); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10)
        expect(formatDate(iso, language), `${iso} (${language})`).toBe(intl.format(new Date(day)))
      }
    }
  })

  test("reads the date of an instant, and gives back what is not a date", () => {
    expect(formatDate("2026-11-22T15:00:00Z", "en")).toBe("11/22/2026")
    expect(formatDate("2026-11-22", "fr")).toBe("2026-11-22")
    for (const text of ["", "soon", "2026-13-01", "2026-00-10", "2026-11-32", "22/11/2026"]) {
      expect(formatDate(text, "en")).toBe(text)
    }
  })
})

describe("formatMoney", () => {
  test("US dollars in each language's way", () => {
    expect(formatMoney(1234.5, "en")).toBe("$1,234.50")
    expect(formatMoney(1234.5, "fr")).toBe("1\u00a0234,50\u00a0$")
    expect(formatMoney(-12.34, "en")).toBe("-$12.34")
  })
})
