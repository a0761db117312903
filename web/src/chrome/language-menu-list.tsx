import { useAtomValue } from "jotai"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { useLanguageSwitch } from "../navigation/use-language-switch.ts"
import { activeThemeAtom } from "../theme/theme-atoms.ts"
import type { MenuHandOver } from "../ui/menu/deferred-menu.tsx"
import { MenuContent, MenuRadioGroup, MenuRadioItem, MenuRoot, MenuTrigger } from "../ui/menu/menu.tsx"
import { LanguageButtonFace, ownName } from "./language-name.tsx"

const LanguageMenuList = (handOver: MenuHandOver) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const { languages } = useAtomValue(activeThemeAtom)
  const switchLanguage = useLanguageSwitch()

  const choose = async (value: string) => {
    const chosen = languages.find((offered) => offered === value)
    if (chosen === undefined || chosen === language) return
    await switchLanguage(chosen)
  }

  return (
    <MenuRoot handOver={handOver} itemValues={languages}>
      <MenuTrigger aria-label={LL.language.chooseLabel({ current: ownName[language] })}>
        <LanguageButtonFace language={language} />
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

export default LanguageMenuList
