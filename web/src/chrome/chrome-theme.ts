import { atom } from "jotai"
import { languageAtom } from "../i18n/language-atom.ts"
import { isSignedInAtom } from "../session/session-atoms.ts"
import { inLanguage, siteChromeAtom, themeForLanguageAtom } from "../theme/theme-atoms.ts"

// Spec §6: the theme's chrome with the signed-in customer's site's logos and links; `settled` stays false until
// that site is known, so the logos wait rather than swap.
export const chromeThemeAtom = atom((get) => {
  const theme = get(themeForLanguageAtom)
  const site = get(isSignedInAtom) ? get(siteChromeAtom) : null
  const chrome = site?.chrome
  if (chrome === undefined) return { ...theme, settled: site !== undefined }
  const language = get(languageAtom)
  return {
    ...theme,
    urls: inLanguage(chrome.urls, language),
    images: inLanguage(chrome.images, language),
    settled: true,
  }
})
