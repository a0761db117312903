import type { Config, LanguageCode, ProviderTheme } from "@billpath/contract"
import type { SiteChrome } from "@billpath/contract/rules"
import { atom } from "jotai"
import { languageAtom } from "../i18n/language-atom.ts"

export interface ActiveTheme {
  readonly config: Config
  readonly theme: ProviderTheme
  /** Where the theme's image files are served: "/theme/images" for a provider, the built-in folder otherwise. */
  readonly imageRoot: string
  /** The languages the portal offers here: the provider's list, limited to those we have texts for. */
  readonly languages: ReadonlyArray<LanguageCode>
}

const themeInPlaceAtom = atom<ActiveTheme | undefined>(undefined)

/** Set by start-up before the first render: reading it earlier is a bug, not a state to show. */
export const activeThemeAtom = atom(
  (get): ActiveTheme => {
    const theme = get(themeInPlaceAtom)
    if (theme === undefined) throw new Error("The theme was read before start-up put it in place")
    return theme
  },
  (_get, set, theme: ActiveTheme) => set(themeInPlaceAtom, theme),
)

/** `chrome` undefined: the site has none; all undefined: a signed-in customer's site is not known yet. */
export const siteChromeAtom = atom<
  { readonly key: string; readonly chrome?: SiteChrome | undefined } | undefined
>(undefined)

/** A theme part in the language, French falling back to English (the contract's rule). */
export const inLanguage = <T>(pair: { readonly en: T; readonly fr?: T }, language: LanguageCode): T =>
  (language === "fr" ? pair.fr : undefined) ?? pair.en

export const themeSettingsAtom = atom((get) => get(activeThemeAtom).theme.settings)

/** The provider's texts, links and images for the current language, falling back to English. */
export const themeForLanguageAtom = atom((get) => {
  const { theme, imageRoot } = get(activeThemeAtom)
  const language = get(languageAtom)
  return {
    text: inLanguage(theme.text, language),
    urls: inLanguage(theme.urls, language),
    image: (name: string): string => `${imageRoot}/${name}`,
    images: inLanguage(theme.images, language),
  }
})

/** Undefined on a web portal. Deployment data, not theme: the theme still decides the look. */
export const kioskSettingsAtom = atom((get) => {
  const { kiosk } = get(activeThemeAtom).config
  return kiosk?.enabled === true ? kiosk : undefined
})
