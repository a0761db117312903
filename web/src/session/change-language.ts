import type { LanguageCode } from "@billpath/contract"
import type { PortalStore } from "../api/portal-store.ts"
import { textsRevisionAtom } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { loadTexts } from "../i18n/load-texts.ts"
import { activeThemeAtom } from "../theme/theme-atoms.ts"
import { rememberLanguage } from "./session-actions.ts"
import { writeStoredLanguage } from "./stored-session.ts"

const loaded = new Set<LanguageCode>()

/** Loads a language's texts once (with the provider's overrides) so switching back is instant. */
export const ensureTexts = async (store: PortalStore, language: LanguageCode): Promise<void> => {
  if (loaded.has(language)) return
  const { theme } = store.get(activeThemeAtom)
  const themeText = (language === "fr" ? theme.text.fr : undefined) ?? theme.text.en
  await loadTexts(language, themeText.messages)
  loaded.add(language)
  store.set(textsRevisionAtom, (revision) => revision + 1)
}

/** Whether the portal offers this language under the active theme. */
export const isOffered = (store: PortalStore, language: string): language is LanguageCode =>
  store.get(activeThemeAtom).languages.some((offered) => offered === language)

/** Switches the portal's language: texts, `<html lang>`, and the stored preference. */
export const changeLanguage = async (store: PortalStore, language: LanguageCode): Promise<void> => {
  await ensureTexts(store, language)
  store.set(languageAtom, language)
  document.documentElement.lang = language
  writeStoredLanguage(language)
  rememberLanguage(store)
}
