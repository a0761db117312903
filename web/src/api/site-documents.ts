import {
  decodeConfig,
  decodeLanguageList,
  decodePortalTexts,
  decodeServedTheme,
  defaultThemeRoot,
  failed,
  type ShapeResult,
  type SiteDocumentName,
  siteRequests,
} from "@billpath/contract/light"

/**
 * The documents the portal reads from its own host before the first screen — config.json, the provider
 * theme, the language list, a language's texts — checked against the shapes of the contract's schemas
 * (`@billpath/contract/light`). Unlike the API client, this needs no Effect, so the sign-in page does not
 * load it (issue 4 item 11).
 */

export type SiteOutcome<T> = { readonly _tag: "success"; readonly value: T } | ReturnType<typeof failed>

const read = async <T>(
  name: SiteDocumentName,
  path: string,
  decode: (value: unknown) => ShapeResult<T>,
  language: string,
): Promise<SiteOutcome<T>> => {
  try {
    // The browser's own fetch: four plain GETs of JSON need nothing of ofetch, which then loads with the
    // API client instead of with the sign-in page (about 4 kB gzip with ufo and destr).
    const response = await fetch(path, {
      method: siteRequests[name].method,
      headers: { accept: "application/json", "accept-language": language },
    })
    if (response.status !== 200) return failed(`${name}: HTTP ${response.status}`)
    const body: unknown = await response.json()
    const decoded = decode(body)
    return decoded._tag === "success"
      ? decoded
      : failed(
          `${name}: at ${decoded.problem.path.join(".") || "the top"}, expected ${decoded.problem.expected}`,
        )
  } catch (error) {
    return failed(`${name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** GET /config.json. */
export const readConfig = (language: string) =>
  read("config", siteRequests.config.path, decodeConfig, language)

/** The provider theme, in the folder config.json names (the contract's path is in the default folder). */
export const readTheme = (themeRoot: string, language: string) =>
  read("theme", siteRequests.theme.path.replace(defaultThemeRoot, themeRoot), decodeServedTheme, language)

/** GET /language/Portal: the languages the provider offers. */
export const readLanguages = (language: string) =>
  read("languages", siteRequests.languages.path, decodeLanguageList, language)

/** GET /language/Portal/{lang}: the provider's text overrides for one language. */
export const readPortalTexts = (lang: string, language: string) =>
  read(
    "portalTexts",
    siteRequests.portalTexts.path.replace("{lang}", encodeURIComponent(lang)),
    decodePortalTexts,
    language,
  )
