import type { LanguageCode } from "@billpath/contract"

const locale = (language: LanguageCode): string => (language === "fr" ? "fr-CA" : "en-US")

/** A usage quantity in the page's language: up to two decimals, grouped ("1,234.5" or "1 234,5"). */
export const formatQuantity = (quantity: number, language: LanguageCode): string =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(quantity)

/** A billing period named by its bill's month: "Oct 2026", "oct. 2026". */
export const periodLabel = (statementDate: string, language: LanguageCode): string =>
  new Intl.DateTimeFormat(locale(language), { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${statementDate}T00:00:00Z`),
  )
