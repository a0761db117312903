import type { LanguageCode } from "@billpath/contract"
import { readPortalTexts } from "../api/site-documents.ts"
import { importLocaleAsync, loadFormatters } from "./i18n-util.async.ts"
import { loadedLocales, namespaces } from "./i18n-util.ts"
import { mergeProviderTexts, overridesUnder } from "./provider-texts.ts"

/** Each language's provider overrides, kept for the screen texts that load later. */
const overridesOf = new Map<LanguageCode, Readonly<Record<string, string>>>()
const screenTextsLoaded = new Map<LanguageCode, Promise<void>>()

/**
 * Loads a language's texts for the sign-in page and the chrome (French is its own chunk) and merges the
 * provider's overrides over them: the theme's own, then those of /language/Portal/{lang}. When the
 * overrides cannot be had the built-in texts stand (spec §8).
 */
export const loadTexts = async (
  language: LanguageCode,
  themeMessages: Readonly<Record<string, string>>,
): Promise<void> => {
  const [builtIn, served] = await Promise.all([
    importLocaleAsync(language),
    readPortalTexts(language, language),
  ])
  const overrides = served._tag === "success" ? { ...themeMessages, ...served.value } : themeMessages
  overridesOf.set(language, overrides)
  loadedLocales[language] = { ...loadedLocales[language], ...mergeProviderTexts(builtIn, overrides) }
  loadFormatters(language)
}

const importScreenTexts = {
  en: () => import("./screen-texts/en-screens.ts"),
  fr: () => import("./screen-texts/fr-screens.ts"),
} as const satisfies Readonly<Record<LanguageCode, unknown>>

/**
 * Loads the texts of every screen but the sign-in page (typesafe-i18n's namespaces, one file per
 * language: screen-texts/), after `loadTexts` for that language, with the provider's overrides. Once per
 * language; a failed load is tried again next time.
 */
export const loadScreenTexts = (language: LanguageCode): Promise<void> => {
  const known = screenTextsLoaded.get(language)
  if (known !== undefined) return known
  const loading = importScreenTexts[language]().then(({ default: builtIn }) => {
    const overrides = overridesOf.get(language) ?? {}
    const texts = Object.fromEntries(
      namespaces.map((namespace) => [
        namespace,
        mergeProviderTexts(builtIn[namespace], overridesUnder(overrides, namespace)),
      ]),
    )
    // Each namespace has the shape the types were generated from: the English files are their source,
    // the French ones are checked against them (`satisfies Namespace…Translation`).
    loadedLocales[language] = { ...loadedLocales[language], ...texts }
  })
  screenTextsLoaded.set(language, loading)
  loading.catch(() => screenTextsLoaded.delete(language))
  return loading
}

/** Whether a language's screen texts are in place. */
export const hasScreenTexts = (language: LanguageCode): boolean =>
  namespaces.every((namespace) => loadedLocales[language]?.[namespace] !== undefined)

/** Starts fetching a language's screen texts without putting them in place (`loadScreenTexts` does). */
export const prefetchScreenTexts = (language: LanguageCode): void => {
  void importScreenTexts[language]().catch(() => undefined)
}
