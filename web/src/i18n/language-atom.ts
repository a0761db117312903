import type { LanguageCode } from "@billpath/contract"
import { atom } from "jotai"

/** The language the portal speaks now; every screen, date and amount follows it. */
export const languageAtom = atom<LanguageCode>("en")
