import type { LanguageCode } from "@billpath/contract"
import { locales } from "./i18n-util.ts"

/** The languages the portal has texts for (typesafe-i18n's locales), in the contract's terms. */
export const textLanguages: ReadonlyArray<LanguageCode> = locales

export const isTextLanguage = (value: unknown): value is LanguageCode =>
  textLanguages.some((code) => code === value)
