import type { LanguageCode } from "@billpath/contract"
import { localeOf } from "../i18n/locale-of.ts"
import { perLanguage } from "../i18n/per-language.ts"

const quantityFormat = perLanguage(
  (language) => new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: 2 }),
)
const periodFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(localeOf[language], { month: "short", year: "numeric", timeZone: "UTC" }),
)

const monthFormat = perLanguage(
  (language) => new Intl.DateTimeFormat(localeOf[language], { month: "short", timeZone: "UTC" }),
)

/** A usage quantity in the page's language: up to two decimals, grouped ("1,234.5" or "1 234,5"). */
export const formatQuantity = (quantity: number, language: LanguageCode): string =>
  quantityFormat(language).format(quantity)

/** A billing period named by its bill's month: "Oct 2026", "oct. 2026". */
export const periodLabel = (statementDate: string, language: LanguageCode): string =>
  periodFormat(language).format(new Date(`${statementDate}T00:00:00Z`))

/** A billing period by its month alone, where a narrow chart has no room for the year: "Oct", "oct.". */
export const monthLabel = (statementDate: string, language: LanguageCode): string =>
  monthFormat(language).format(new Date(`${statementDate}T00:00:00Z`))
