import { useAtomValue } from "jotai"
import { lazy } from "react"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { activeThemeAtom } from "../theme/theme-atoms.ts"
import { DeferredMenu } from "../ui/menu/deferred-menu.tsx"
import { LanguageButtonFace, ownName } from "./language-name.tsx"

const LanguageMenuList = lazy(() => import("./language-menu-list.tsx"))

/** Spec §2: only when the theme offers more than one language; its menu code loads when reached for. */
export const LanguageMenu = () => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const { languages } = useAtomValue(activeThemeAtom)
  if (languages.length < 2) return null
  return (
    <DeferredMenu menu={LanguageMenuList} label={LL.language.chooseLabel({ current: ownName[language] })}>
      <LanguageButtonFace language={language} />
    </DeferredMenu>
  )
}
