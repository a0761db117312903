import type { LanguageCode } from "@billpath/contract"

/**
 * The `{-$lang}` segment of a portal address: English, the default language, has none (`/dashboard`);
 * every other language names itself (`/fr/dashboard`).
 */
export const languageSegment = (language: LanguageCode): LanguageCode | undefined =>
  language === "en" ? undefined : language
