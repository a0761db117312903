import {
  type Checked,
  checkConfig,
  checkLanguageList,
  checkPortalTexts,
  checkTheme,
  defaultThemeRoot,
  failed,
  startUpPaths,
} from "@billpath/contract/start-up"

// Checked without Effect (`@billpath/contract/start-up`), so the first paint does not wait for the codec
// (docs/decisions/005-start-up-documents.md).

const read = async <T>(
  path: string,
  check: (value: unknown) => Checked<T>,
  language: string,
): Promise<Checked<T>> => {
  try {
    // The browser's own fetch: four plain GETs of JSON need nothing of ofetch, which then loads with the
    // API client instead of with the sign-in page.
    const response = await fetch(path, {
      method: "GET",
      headers: { accept: "application/json", "accept-language": language },
    })
    if (response.status !== 200) return failed(`${path}: HTTP ${response.status}`)
    return check(await response.json())
  } catch (error) {
    return failed(`${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export const readConfig = (language: string) => read(startUpPaths.config, checkConfig, language)

/** The provider theme, in the folder config.json names (the contract's path is in the default folder). */
export const readTheme = (themeRoot: string, language: string) =>
  read(startUpPaths.theme.replace(defaultThemeRoot, themeRoot), checkTheme, language)

/** GET /language/Portal: the languages the provider offers. */
export const readLanguages = (language: string) => read(startUpPaths.languages, checkLanguageList, language)

/** GET /language/Portal/{lang}: the provider's text overrides for one language. */
export const readPortalTexts = (lang: string, language: string) =>
  read(startUpPaths.portalTexts.replace("{lang}", encodeURIComponent(lang)), checkPortalTexts, language)
