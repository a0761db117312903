import { Config } from "../entities/config.ts"
import { LanguageList, PortalTexts } from "../entities/language.ts"
import { ServedProviderTheme } from "../entities/theme.ts"
import type { SiteDocumentName } from "./site-document-name.ts"

/**
 * The documents the web app reads before anything else, by the name their shape has in
 * site-shapes.gen.ts: config.json, the served theme, the language list and a language's texts.
 */
export const siteSchemas = {
  config: Config,
  theme: ServedProviderTheme,
  languages: LanguageList,
  portalTexts: PortalTexts,
} satisfies Record<SiteDocumentName, unknown>
