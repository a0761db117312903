import type { LanguageCode } from "@billpath/contract"
import { useNavigate, useParams, useSearch } from "@tanstack/react-router"
import { useAtomValue, useStore } from "jotai"
import { css } from "../../styled-system/css"
import { changeLanguage } from "../i18n/change-language.ts"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../session/session-atoms.ts"
import { activeThemeAtom } from "../theme/theme-atoms.ts"
import { MenuContent, MenuRadioGroup, MenuRadioItem, MenuRoot, MenuTrigger } from "../ui/menu/menu.tsx"

/** Each language's name in that language: a French speaker looks for "Français" whatever the page says. */
const ownName: Readonly<Record<LanguageCode, string>> = { en: "English", fr: "Français" }

/**
 * The header's language drop-down (spec §2): only when the theme offers more than one language. Choosing
 * one switches texts, dates and amounts; an address that names a language (/fr/… or ?lang=fr) is
 * rewritten to name the new one, so reloading keeps it.
 */
export const LanguageMenu = () => {
  const LL = useTranslations()
  const store = useStore()
  const navigate = useNavigate()
  const language = useAtomValue(languageAtom)
  const { languages } = useAtomValue(activeThemeAtom)
  const pathLanguage = useParams({ strict: false, select: (params) => params.lang })
  const queryLanguage = useSearch({ strict: false, select: (search) => search.lang })
  if (languages.length < 2) return null

  const choose = async (value: string) => {
    const chosen = languages.find((offered) => offered === value)
    if (chosen === undefined || chosen === language) return
    await changeLanguage(store, chosen)
    if (pathLanguage === undefined && queryLanguage === undefined) return
    await navigate({
      to: ".",
      params: (previous) => ({ ...previous, lang: chosen === "en" ? undefined : chosen }),
      // The new address names no other language, and asks for no saved language (Dashboard's setLanguage).
      search: ({ lang: _named, setLanguage: _saved, ...others }) => others,
      replace: true,
    })
  }

  return (
    <MenuRoot>
      <MenuTrigger aria-label={LL.language.chooseLabel({ current: ownName[language] })}>
        <GlobeIcon />
        <span lang={language}>{ownName[language]}</span>
      </MenuTrigger>
      <MenuContent>
        <MenuRadioGroup value={language} onValueChange={(details) => void choose(details.value)}>
          {languages.map((code) => (
            <MenuRadioItem key={code} value={code} lang={code}>
              {ownName[code]}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </MenuRoot>
  )
}

const GlobeIcon = () => (
  <svg
    className={css({ flexShrink: 0 })}
    width="18"
    height="18"
    viewBox="0 0 20 20"
    aria-hidden="true"
    focusable="false"
  >
    <g fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="10" cy="10" r="8" />
      <path d="M2 10h16M10 2c2.2 2.2 3.3 4.9 3.3 8s-1.1 5.8-3.3 8c-2.2-2.2-3.3-4.9-3.3-8S7.8 4.2 10 2Z" />
    </g>
  </svg>
)
