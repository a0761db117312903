import type { LanguageCode } from "@billpath/contract"
import { Record } from "effect"

/** The locale each document language is written in: the portal serves US and Canadian customers. */
export const documentLocale: { readonly [Language in LanguageCode]: string } = { en: "en-US", fr: "fr-CA" }

// Built once: constructing Intl formatters costs far more than formatting with them.
const dateFormats = Record.map(
  documentLocale,
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }),
)

// narrowSymbol: fr-CA would otherwise write US dollars as "84,17 $ US"; the whole portal is in USD.
const moneyFormats = Record.map(
  documentLocale,
  (locale) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }),
)

/** The instant a calendar day (YYYY-MM-DD) starts, in UTC, since contract dates are UTC days. */
export const startOfDay = (isoDate: string): Date => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)

/** "Nov 1, 2026" or "1 nov. 2026". */
export const formatDate = (isoDate: string, language: LanguageCode): string =>
  dateFormats[language].format(startOfDay(isoDate))

/** "$84.17" or "84,17 $"; negative amounts keep their minus sign. */
export const formatMoney = (amount: number, language: LanguageCode): string =>
  moneyFormats[language].format(roundCents(amount))

/** Rounds half away from zero, so a credit rounds like the matching charge would. */
export const roundCents = (amount: number): number => {
  const cents = Math.round(Math.abs(amount) * 100)
  return cents === 0 ? 0 : (Math.sign(amount) * cents) / 100
}

/** A sum of amounts, rounded to the cent so float drift never shows. */
export const sumCents = (amounts: ReadonlyArray<number>): number =>
  roundCents(amounts.reduce((sum, amount) => sum + amount, 0))
