import type { LanguageCode } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { languageAtom } from "../i18n/language-atom.ts"
import { languageSegment } from "../i18n/language-segment.ts"

/** For the router's typed `<Link>` and `navigate()`, which move without reloading the app. */
export const pageParams = (language: LanguageCode) => ({ lang: languageSegment(language) }) as const

/** `<Link to="/{-$lang}/dashboard" params={usePageParams()}>`: a link in the customer's language. */
export const usePageParams = () => pageParams(useAtomValue(languageAtom))
