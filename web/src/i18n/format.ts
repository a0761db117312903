import type { LanguageCode } from "@billpath/contract"

/** The portal serves US and Canadian customers: American English and Canadian French. */
export const localeOf: Readonly<Record<LanguageCode, string>> = { en: "en-US", fr: "fr-CA" }

const dateFormats: Readonly<Record<LanguageCode, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat(localeOf.en, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  }),
  fr: new Intl.DateTimeFormat(localeOf.fr, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  }),
}

// narrowSymbol: fr-CA would otherwise write "84,17 $ US"; every amount of the portal is in US dollars.
const moneyFormats: Readonly<Record<LanguageCode, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat(localeOf.en, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
  }),
  fr: new Intl.NumberFormat(localeOf.fr, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
  }),
}

/** A contract date (YYYY-MM-DD, UTC) in the short format: 11/22/2026 or 2026-11-22. */
export const formatDate = (isoDate: string, language: LanguageCode): string => {
  const instant = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(instant.getTime()) ? isoDate : dateFormats[language].format(instant)
}

/** An amount in US dollars: $84.17 or 84,17 $. */
export const formatMoney = (amount: number, language: LanguageCode): string =>
  moneyFormats[language].format(amount)
