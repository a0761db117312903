import type { SiteOverride } from "../entities/site-overrides.ts"
import type { ProviderTheme } from "../entities/theme.ts"

/** The parts of a theme a site may change: its logos and its links. */
export type SiteChrome = Pick<ProviderTheme, "images" | "urls">

interface PerLanguage<T> {
  readonly en: T
  readonly fr?: T
}

// Field by field; French the theme lacks falls back to English, so a site's English counts there too.
const over = <T extends object>(
  theme: PerLanguage<T>,
  site: { readonly en?: Partial<T>; readonly fr?: Partial<T> } | undefined,
): PerLanguage<T> => {
  const en: T = { ...theme.en, ...site?.en }
  const frBase = theme.fr ?? (site?.fr === undefined ? undefined : en)
  return frBase === undefined ? { en } : { en, fr: { ...frBase, ...site?.fr } }
}

/** The logos and links a signed-in customer's chrome shows (spec §6): the site's over the theme's. */
export const withSiteOverride = <Theme extends SiteChrome>(
  theme: Theme,
  site: SiteOverride | undefined,
): SiteChrome => {
  if (site === undefined) return { images: theme.images, urls: theme.urls }
  return { images: over(theme.images, site.images), urls: over(theme.urls, site.urls) }
}
