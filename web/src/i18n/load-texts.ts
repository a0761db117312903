import type { LanguageCode } from "@billpath/contract"
import { readPortalTexts } from "../api/site-documents.ts"
import { importLocaleAsync, loadFormatters } from "./i18n-util.async.ts"
import { loadedLocales, namespaces } from "./i18n-util.ts"
import { mergeProviderTexts, overridesUnder } from "./provider-texts.ts"
import { namespacesOf, type TextBundle } from "./screen-texts/text-bundles.ts"

/** Each language's provider overrides, kept for the screen texts that load later. */
const overridesOf = new Map<LanguageCode, Readonly<Record<string, string>>>()
const screenTextsLoaded = new Map<string, Promise<void>>()

// The provider's overrides (the theme's, then /language/Portal/{lang}'s) go over the built-in texts, which
// stand when they cannot be had (spec §8).
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

/** Each bundle's texts in each language (screen-texts/{language}-{bundle}.ts), each file a chunk of its own. */
const bundleFiles = import.meta.glob<{ readonly default: Readonly<Record<string, unknown>> }>(
  "./screen-texts/{en,fr}-*.ts",
)

const importBundle = async (bundle: TextBundle, language: LanguageCode) => {
  const load = bundleFiles[`./screen-texts/${language}-${bundle}.ts`]
  if (load === undefined) throw new Error(`no ${bundle} texts in ${language}`)
  return load()
}

/** Once per bundle and language, after `loadTexts`; a failed load is tried again next time. */
export const loadScreenTexts = (language: LanguageCode, bundle: TextBundle = "screens"): Promise<void> => {
  const key = `${bundle}:${language}`
  const known = screenTextsLoaded.get(key)
  if (known !== undefined) return known
  const loading = importBundle(bundle, language).then(({ default: builtIn }) => {
    const overrides = overridesOf.get(language) ?? {}
    const texts = Object.fromEntries(
      Object.entries(builtIn).map(([namespace, namespaceTexts]) => [
        namespace,
        mergeProviderTexts(namespaceTexts, overridesUnder(overrides, namespace)),
      ]),
    )
    // Each namespace has the shape the types were generated from: the English files are their source,
    // the French ones are checked against them (`satisfies Namespace…Translation`).
    loadedLocales[language] = { ...loadedLocales[language], ...texts }
  })
  screenTextsLoaded.set(key, loading)
  loading.catch(() => screenTextsLoaded.delete(key))
  return loading
}

export const hasScreenTexts = (language: LanguageCode, bundle: TextBundle = "screens"): boolean =>
  namespacesOf(bundle, namespaces).every((namespace) => loadedLocales[language]?.[namespace] !== undefined)

/** Starts fetching a language's screen texts without putting them in place (`loadScreenTexts` does). */
export const prefetchScreenTexts = (language: LanguageCode): void => {
  void importBundle("screens", language).catch(() => undefined)
}
