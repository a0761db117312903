import type { Config, LanguageCode, ProviderTheme } from "@billpath/contract"
import { atom } from "jotai"
import { languageAtom } from "../i18n/language-atom.ts"
import { textLanguages } from "../i18n/languages.ts"
import { builtInConfig, builtInImageRoot, builtInTheme } from "./built-in-theme.ts"

export interface ActiveTheme {
  readonly config: Config
  readonly theme: ProviderTheme
  /** Where the theme's image files are served: "/theme/images" for a provider, the built-in folder otherwise. */
  readonly imageRoot: string
  /** The languages the portal offers here: the provider's list, limited to those we have texts for. */
  readonly languages: ReadonlyArray<LanguageCode>
}

export const activeThemeAtom = atom<ActiveTheme>({
  config: builtInConfig,
  theme: builtInTheme,
  imageRoot: builtInImageRoot,
  languages: textLanguages,
})

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
