import type { LanguageCode } from "@billpath/contract"
import { atom } from "jotai"
import type { PortalStore } from "../api/portal-store.ts"
import { textsRevisionAtom } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { hasScreenTexts, loadScreenTexts, loadTexts } from "../i18n/load-texts.ts"
import { activeThemeAtom } from "../theme/theme-atoms.ts"
import { rememberLanguage } from "./session-actions.ts"
import { writeStoredLanguage } from "./stored-session.ts"

const loaded = new Set<LanguageCode>()

/** Set once a screen other than the sign-in page has shown: a language switched to needs its texts too. */
const screenTextsWantedAtom = atom(false)

/**
 * Loads a language's texts once (with the provider's overrides) so switching back is instant, and its
 * screen texts when a screen has needed them.
 */
export const ensureTexts = async (store: PortalStore, language: LanguageCode): Promise<void> => {
  const needsTexts = !loaded.has(language)
  const needsScreenTexts = store.get(screenTextsWantedAtom) && !hasScreenTexts(language)
  if (!needsTexts && !needsScreenTexts) return
  if (needsTexts) {
    const { theme } = store.get(activeThemeAtom)
    const themeText = (language === "fr" ? theme.text.fr : undefined) ?? theme.text.en
    await loadTexts(language, themeText.messages)
    loaded.add(language)
  }
  if (needsScreenTexts) await loadScreenTexts(language)
  store.set(textsRevisionAtom, (revision) => revision + 1)
}

/**
 * Puts the texts of every screen but the sign-in page in place for the current language, before such a
 * screen renders (the `{-$lang}` route's beforeLoad), and for every language switched to after.
 */
export const ensureScreenTexts = async (store: PortalStore): Promise<void> => {
  store.set(screenTextsWantedAtom, true)
  const language = store.get(languageAtom)
  if (hasScreenTexts(language)) return
  await loadScreenTexts(language)
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
