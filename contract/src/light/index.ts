/**
 * `@billpath/contract/light`: what the web app may use before it loads Effect — checkers for the
 * start-up documents, derived from the contract's schemas. Nothing reachable from here imports Effect at
 * run time (a test walks the imports).
 */

export { defaultThemeRoot } from "../entities/theme-root.ts"
export { fieldLimits, type LimitedField } from "../rules/limits.ts"
export type { ShapeProblem, ShapeResult } from "./shape.ts"
export {
  decodeConfig,
  decodeLanguageList,
  decodePortalTexts,
  decodeServedTheme,
  decodeStoredSession,
} from "./site-decoders.ts"
export type { LightDocumentName, SiteDocumentName } from "./site-document-name.ts"
export { siteRequests } from "./site-shapes.gen.ts"
