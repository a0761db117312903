import type { LanguageCode, ProviderTheme } from "@billpath/contract"
import type { Clock } from "./clock.ts"
import type { Store } from "./store/store.ts"

/** Everything a handler may use: the data, the time, the active provider's theme and the settings. */
export interface ServerContext {
  readonly store: Store
  readonly clock: Clock
  readonly themeId: string
  readonly theme: ProviderTheme
  /** Lifetime of access tokens, in seconds. */
  readonly tokenLifetimeSeconds: number
  /** Where the mock says what a real provider would have done out of band (e-mails sent). */
  readonly announce: (message: string) => void
}

/** The API's path on the portal's host (config.json apiRoot). */
export const apiPrefix = "/api"

/** The language a request asks for: the first of en or fr in Accept-Language, else English. */
export const requestLanguage = (acceptLanguage: string | undefined): LanguageCode => {
  const tags = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...parameters] = part.trim().toLowerCase().split(";")
      const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
      return { tag, quality: quality === undefined ? 1 : Number(quality) }
    })
    .filter((entry) => entry.quality > 0)
    .sort((first, second) => second.quality - first.quality)
  for (const { tag } of tags) {
    if (tag === "fr" || tag.startsWith("fr-")) return "fr"
    if (tag === "en" || tag.startsWith("en-")) return "en"
  }
  return "en"
}
