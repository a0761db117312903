import type { LanguageCode } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { languageAtom } from "../i18n/language-atom.ts"
import { languageSegment } from "../i18n/language-segment.ts"

/**
 * The route params every portal page takes: its language segment. Give them to the router's typed
 * `<Link to="/{-$lang}/…">` and `navigate()`, which move without reloading the app.
 */
export const pageParams = (language: LanguageCode) => ({ lang: languageSegment(language) }) as const

/** `<Link to="/{-$lang}/dashboard" params={usePageParams()}>`: a link in the customer's language. */
export const usePageParams = () => pageParams(useAtomValue(languageAtom))

/**
 * Pages whose screens later issues build. Until a page's route exists, links reach it through the
 * catch-all route (which sends the customer home); the issue that adds the route removes it from this
 * list, and the compiler then points at every link to retype.
 */
export type PlannedPage = "usage" | "charge-history"

/** Link options for a planned page: `<Link {...plannedPage(language, "register")}>`. */
export const plannedPage = (language: LanguageCode, page: PlannedPage) =>
  ({ to: "/{-$lang}/$", params: { ...pageParams(language), _splat: page } }) as const
