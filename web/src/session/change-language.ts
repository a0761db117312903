import type { LanguageCode } from "@billpath/contract"
import { atom } from "jotai"
import type { PortalStore } from "../api/portal-store.ts"
import { textsRevisionAtom } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { hasScreenTexts, loadScreenTexts, loadTexts } from "../i18n/load-texts.ts"
import type { TextBundle } from "../i18n/screen-texts/text-bundles.ts"
import { activeThemeAtom, inLanguage } from "../theme/theme-atoms.ts"
import { persistSession } from "./session-persistence.ts"
import { writeStoredLanguage } from "./stored-session.ts"

const loaded = new Set<LanguageCode>()

// A language switched to needs the bundles the pages shown so far have needed.
const bundlesWantedAtom = atom<ReadonlySet<TextBundle>>(new Set<TextBundle>())

/** Once per language, so switching back is instant; screen texts too, once a screen has needed them. */
export const ensureTexts = async (store: PortalStore, language: LanguageCode): Promise<void> => {
  const needsTexts = !loaded.has(language)
  const missing = [...store.get(bundlesWantedAtom)].filter((bundle) => !hasScreenTexts(language, bundle))
  if (!needsTexts && missing.length === 0) return
  if (needsTexts) {
    await loadTexts(language, inLanguage(store.get(activeThemeAtom).theme.text, language).messages)
    loaded.add(language)
  }
  await Promise.all(missing.map((bundle) => loadScreenTexts(language, bundle)))
  store.set(textsRevisionAtom, (revision) => revision + 1)
}

/** Before a screen that needs them renders (the route's beforeLoad), and for every language switched to after. */
export const ensureScreenTexts = async (
  store: PortalStore,
  bundles: ReadonlyArray<TextBundle> = ["screens"],
): Promise<void> => {
  store.set(bundlesWantedAtom, (wanted) => new Set([...wanted, ...bundles]))
  const language = store.get(languageAtom)
  const missing = bundles.filter((bundle) => !hasScreenTexts(language, bundle))
  if (missing.length === 0) return
  await Promise.all(missing.map((bundle) => loadScreenTexts(language, bundle)))
  store.set(textsRevisionAtom, (revision) => revision + 1)
}

export const isOffered = (store: PortalStore, language: string): language is LanguageCode =>
  store.get(activeThemeAtom).languages.some((offered) => offered === language)

/** Switches the portal's language: texts, `<html lang>`, and the stored preference. */
export const changeLanguage = async (store: PortalStore, language: LanguageCode): Promise<void> => {
  await ensureTexts(store, language)
  store.set(languageAtom, language)
  document.documentElement.lang = language
  writeStoredLanguage(language)
  persistSession(store)
}
