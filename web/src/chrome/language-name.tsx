import type { LanguageCode } from "@billpath/contract"
import { css } from "../../styled-system/css"
import { LineIcon } from "../ui/icons/line-icon.tsx"

/** Each language's name in that language: a French speaker looks for "Français" whatever the page says. */
export const ownName: Readonly<Record<LanguageCode, string>> = { en: "English", fr: "Français" }

/** What the language button shows: a globe and the current language's own name. */
export const LanguageButtonFace = ({ language }: { readonly language: LanguageCode }) => (
  <>
    <LineIcon
      className={css({ flexShrink: 0 })}
      size={18}
      viewBox={20}
      d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0ZM2 10h16M10 2c2.2 2.2 3.3 4.9 3.3 8s-1.1 5.8-3.3 8c-2.2-2.2-3.3-4.9-3.3-8S7.8 4.2 10 2Z"
    />
    <span lang={language}>{ownName[language]}</span>
  </>
)
