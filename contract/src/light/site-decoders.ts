import type { StoredSession, Token } from "../entities/auth.ts"
import type { Config } from "../entities/config.ts"
import type { LanguageList, PortalTexts } from "../entities/language.ts"
import type { ProviderTheme } from "../entities/theme.ts"
import { shapeDecoder } from "./shape.ts"
import { siteShapes } from "./site-shapes.gen.ts"

/**
 * Effect-free checkers for the documents the web app reads at start-up (and the session it keeps), made from the shapes of the
 * contract's own schemas (site-schemas.ts). Each is paired here with its schema's type; the contract's
 * tests hold each pair to the same verdicts as the Effect schema.
 */
const { references, roots } = siteShapes

export const decodeConfig = shapeDecoder<Config>(references, roots.config)
export const decodeServedTheme = shapeDecoder<ProviderTheme>(references, roots.theme)
export const decodeLanguageList = shapeDecoder<typeof LanguageList.Type>(references, roots.languages)
export const decodePortalTexts = shapeDecoder<typeof PortalTexts.Type>(references, roots.portalTexts)
export const decodeStoredSession = shapeDecoder<StoredSession>(references, roots.storedSession)
export const decodeVisitorPass = shapeDecoder<Token>(references, roots.visitorPass)
