import type { LanguageCode } from "@billpath/contract"

/** English, the default, has no segment (`/dashboard`); other languages name themselves (`/fr/dashboard`). */
export const languageSegment = (language: LanguageCode): LanguageCode | undefined =>
  language === "en" ? undefined : language
