import type { Config, LanguageCode } from "@billpath/contract"
import { defaultThemeRoot } from "@billpath/contract/start-up"
import { readConfig, readLanguages, readTheme } from "../api/site-documents.ts"
import { textLanguages } from "../i18n/languages.ts"
import type { ActiveTheme } from "./theme-atoms.ts"

// One provider ships the API root encrypted, by an unspecified method: such a portal talks to the same-origin
// /api (docs/decisions/011-theme-settings-and-fonts.md).
export const apiRootOf = (config: Config): string => ("apiRoot" in config ? config.apiRoot : "/api")

/** The built-in theme loads only when the provider's cannot be had. */
const loadBuiltInTheme = () => import("./built-in-theme.ts")

/** When either cannot be had, the built-in theme keeps the portal usable (spec §7). */
export const loadActiveTheme = async (language: () => LanguageCode): Promise<ActiveTheme> => {
  const config = await readConfig(language())
  if (config._tag !== "success") {
    const { builtInConfig, builtInImageRoot, builtInTheme } = await loadBuiltInTheme()
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
  const languagesOffered: ReadonlyArray<LanguageCode> = offered.length > 0 ? offered : ["en"]
  if (theme._tag !== "success") {
    const { builtInImageRoot, builtInTheme } = await loadBuiltInTheme()
    return {
      config: config.value,
      theme: builtInTheme,
      imageRoot: builtInImageRoot,
      languages: languagesOffered,
    }
  }
  return {
    config: config.value,
    theme: theme.value,
    imageRoot: `${themeRoot}/images`,
    languages: languagesOffered,
  }
}
