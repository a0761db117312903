import type { FormattersInitializer } from "typesafe-i18n"
import type { Formatters, Locales } from "./i18n-types.ts"

/** No message formatters: dates and amounts are formatted before they reach a message (i18n/format.ts). */
export const initFormatters: FormattersInitializer<Locales, Formatters> = () => ({})
