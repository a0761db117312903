import type { Config, LanguageCode } from "@billpath/contract"
import { defaultThemeRoot } from "@billpath/contract/start-up"
import { readConfig, readLanguages, readTheme } from "../api/site-documents.ts"
import { textLanguages } from "../i18n/languages.ts"
import type { ActiveTheme } from "./theme-atoms.ts"

// One provider ships the API root encrypted, by an unspecified method: such a portal talks to the same-origin
// /api (docs/decisions/011-theme-settings-and-fonts.md).
export const apiRootOf = (config: Config): string => ("apiRoot" in config ? config.apiRoot : "/api")

/** When either cannot be had, the built-in theme (loaded only then) keeps the portal usable (spec §7). */
export const loadActiveTheme = async (language: () => LanguageCode): Promise<ActiveTheme> => {
  const config = await readConfig(language())
  if (config._tag !== "success") {
    const { builtInConfig, builtInImageRoot, builtInTheme } = await import("./built-in-theme.ts")
    return {
      config: builtInConfig,
      theme: builtInTheme,
      imageRoot: builtInImageRoot,
      languages: textLanguages,
    }
  }
  const themeRoot = config.value.themeRoot ?? defaultThemeRoot
  const [theme, languages] = await Promise.all([readTheme(themeRoot, language()), readLanguages(language())])
  const offered =
    languages._tag === "success"
      ? textLanguages.filter((code) => languages.value.items.some((item) => item.code === code))
      : textLanguages
  const shown =
    theme._tag === "success"
      ? { theme: theme.value, imageRoot: `${themeRoot}/images` }
      : await import("./built-in-theme.ts").then((builtIn) => ({
          theme: builtIn.builtInTheme,
          imageRoot: builtIn.builtInImageRoot,
        }))
  return { config: config.value, ...shown, languages: offered.length > 0 ? offered : ["en"] }
}
