import type { LanguageCode } from "@billpath/contract"
import { css } from "../../styled-system/css"

/** Each language's name in that language: a French speaker looks for "Français" whatever the page says. */
export const ownName: Readonly<Record<LanguageCode, string>> = { en: "English", fr: "Français" }

/** What the language button shows: a globe and the current language's own name. */
export const LanguageButtonFace = ({ language }: { readonly language: LanguageCode }) => (
  <>
    <GlobeIcon />
    <span lang={language}>{ownName[language]}</span>
  </>
)

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
