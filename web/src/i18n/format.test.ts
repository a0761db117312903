import { describe, expect, test } from "vitest"
import { formatDate, formatMoney } from "./format.ts"
import { localeOf } from "./locale-of.ts"

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
    expect(formatMoney(-12.34, "fr")).toBe("-12,34\u00a0$")
  })

  test("writes amounts as Intl.NumberFormat does, in both languages: every cent to $2,000, then larger, negative and half-cent ones", () => {
    const amounts: Array<number> = [
      0, -0, 0.005, 0.015, 1.005, 1.115, 2.675, -0.004, 1e6, 123_456_789.99, 9_999_999_999.995,
    ]
    for (let cents = -5_000; cents <= 200_000; cents += 1) amounts.push(cents / 100)
    for (let index = 0; index < 20_000; index += 1)
      amounts.push(Number(((index * 7_919.337) % 1e7).toFixed(3)))
    for (const language of ["en", "fr"] as const) {
      const intl = new Intl.NumberFormat(localeOf[language], {
        style: "currency",
        currency: "USD",
        currencyDisplay: "narrowSymbol",
      })
      const different = amounts
        .map((amount) => ({ amount, ours: formatMoney(amount, language), intl: intl.format(amount) }))
        .filter(({ ours, intl: expected }) => ours !== expected)
      expect(different, language).toEqual([])
    }
  })
})
