import type { Config, LanguageCode, ProviderTheme } from "@billpath/contract"
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

/**
 * The provider's config and theme (or the built-in ones when those cannot be had), put in place by
 * start-up before the first render; reading it earlier is a mistake in the code, not a state to show.
 * The built-in theme is not the default, so it loads only when a provider's cannot.
 */
export const activeThemeAtom = atom(
  (get): ActiveTheme => {
    const theme = get(themeInPlaceAtom)
    if (theme === undefined) throw new Error("The theme was read before start-up put it in place")
    return theme
  },
  (_get, set, theme: ActiveTheme) => set(themeInPlaceAtom, theme),
)

export const themeSettingsAtom = atom((get) => get(activeThemeAtom).theme.settings)

/** The provider's texts, links and images for the current language, falling back to English. */
export const themeForLanguageAtom = atom((get) => {
  const { theme, imageRoot } = get(activeThemeAtom)
  const language = get(languageAtom)
  const images = (language === "fr" ? theme.images.fr : undefined) ?? theme.images.en
  return {
    text: (language === "fr" ? theme.text.fr : undefined) ?? theme.text.en,
    urls: (language === "fr" ? theme.urls.fr : undefined) ?? theme.urls.en,
    image: (name: string): string => `${imageRoot}/${name}`,
    images,
  }
})

/**
 * The in-store kiosk's settings when config.json switches kiosk mode on (issue 18), undefined on a web
 * portal. Deployment data, not theme: the theme still decides the look.
 */
export const kioskSettingsAtom = atom((get) => {
  const { kiosk } = get(activeThemeAtom).config
  return kiosk?.enabled === true ? kiosk : undefined
})
