import type { KioskSettings, LanguageCode, ProviderTheme, ThemeSiteOverrides } from "@billpath/contract"
import type { Clock } from "./clock.ts"
import type { GuessingLimits } from "./store/guessing-limits.ts"
import type { SessionPolicy } from "./store/session-policy.ts"
import type { Store } from "./store/store.ts"

/** Everything a handler may use: the data, the time, the active provider's theme and the settings. */
export interface ServerContext {
  readonly store: Store
  readonly clock: Clock
  readonly themeId: string
  readonly theme: ProviderTheme
  /** The theme's per-site logos and links, by `{companyID}-{cyclePortalSiteID}`. */
  readonly sites: ThemeSiteOverrides
  readonly sessions: SessionPolicy
  readonly guessing: GuessingLimits
  /** Where the mock says what a real provider would have done out of band (e-mails sent). */
  readonly announce: (message: string) => void
  /** The kiosk settings config.json carries; undefined for a web portal. */
  readonly kiosk: KioskSettings | undefined
  /** Portal origins allowed to call the API from another origin (--cors-origin). */
  readonly corsOrigins: ReadonlyArray<string>
}

/** The API's path on the portal's host (config.json apiRoot). */
export const apiPrefix = "/api"

const parseLanguage = (acceptLanguage: string): LanguageCode => {
  const ranked = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag = "", ...parameters] = part.trim().toLowerCase().split(";")
      const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
      return { language: tag.split("-")[0], quality: quality === undefined ? 1 : Number(quality) }
    })
    .filter((entry) => entry.quality > 0)
    .sort((first, second) => second.quality - first.quality)
  return ranked.find((entry) => entry.language === "en" || entry.language === "fr")?.language === "fr"
    ? "fr"
    : "en"
}

// A browser sends the same Accept-Language on every request: its answer is kept, emptied when full.
const knownLanguages = new Map<string, LanguageCode>()
const knownLanguagesLimit = 256

/** The language a request asks for: the first of en or fr in Accept-Language, else English. */
export const requestLanguage = (acceptLanguage: string | undefined): LanguageCode => {
  if (acceptLanguage === undefined) return "en"
  const known = knownLanguages.get(acceptLanguage)
  if (known !== undefined) return known
  const language = parseLanguage(acceptLanguage)
  if (knownLanguages.size >= knownLanguagesLimit) knownLanguages.clear()
  knownLanguages.set(acceptLanguage, language)
  return language
}
