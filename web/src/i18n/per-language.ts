import type { LanguageCode } from "@billpath/contract"

/**
 * A value made for a language the first time that language asks for it, then kept. For Intl formatters:
 * building one loads the locale's data, which a phone's main thread feels, so none is built before a screen needs it, nor more than once.
 */
export const perLanguage = <T>(make: (language: LanguageCode) => T): ((language: LanguageCode) => T) => {
  const made = new Map<LanguageCode, T>()
  return (language) => {
    const known = made.get(language)
    if (known !== undefined) return known
    const fresh = make(language)
    made.set(language, fresh)
    return fresh
  }
}
