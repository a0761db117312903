import type { LanguageCode } from "@billpath/contract"

/** Built on first use, then kept: an Intl formatter loads locale data, which a phone's main thread feels. */
export const perLanguage = <T>(make: (language: LanguageCode) => T): ((language: LanguageCode) => T) => {
  const made = new Map<LanguageCode, T>()
  return (language) => {
    const known = made.get(language) ?? make(language)
    made.set(language, known)
    return known
  }
}
