import type { LanguageCode } from "@billpath/contract"
import { perLanguage } from "./per-language.ts"

/** The portal serves US and Canadian customers: American English and Canadian French. */
export const localeOf: Readonly<Record<LanguageCode, string>> = { en: "en-US", fr: "fr-CA" }

// narrowSymbol: fr-CA would otherwise write "84,17 $ US"; every amount of the portal is in US dollars.
const moneyFormat = perLanguage(
  (language) =>
    new Intl.NumberFormat(localeOf[language], {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
    }),
)

/**
 * A contract date (YYYY-MM-DD, UTC) in the short format: 11/22/2026 (en-US) or 2026-11-22 (fr-CA), what
 * Intl.DateTimeFormat writes for year numeric, month and day 2-digit (format.test.ts holds the two to each
 * other). Rearranged by hand: a page's first Intl.DateTimeFormat loads the calendar and time-zone data,
 * 190 ms of a phone's main thread (Lighthouse's 4x CPU) on the dashboard, for two separators.
 */
export const formatDate = (isoDate: string, language: LanguageCode): string => {
  const parts = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])/u.exec(isoDate)
  if (parts === null) return isoDate
  const [, year, month, day] = parts
  return language === "fr" ? `${year}-${month}-${day}` : `${month}/${day}/${year}`
}

/** An amount in US dollars: $84.17 or 84,17 $. */
export const formatMoney = (amount: number, language: LanguageCode): string =>
  moneyFormat(language).format(amount)
