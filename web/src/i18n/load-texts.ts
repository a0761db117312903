import type { LanguageCode } from "@billpath/contract"
import { readPortalTexts } from "../api/site-documents.ts"
import { importLocaleAsync, loadFormatters } from "./i18n-util.async.ts"
import { loadedLocales } from "./i18n-util.ts"
import { mergeProviderTexts } from "./provider-texts.ts"

/**
 * Loads a language's built-in texts (French is its own chunk) and merges the provider's overrides over
 * them: the theme's own, then those of /language/Portal/{lang}. When the overrides cannot be had the
 * built-in texts stand (spec §8).
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
  loadedLocales[language] = mergeProviderTexts(builtIn, overrides)
  loadFormatters(language)
}
