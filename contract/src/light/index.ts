/**
 * `@billpath/contract/light`: what the web app may use before it loads Effect — checkers for the
 * start-up documents, derived from the contract's schemas. Nothing reachable from here imports Effect at
 * run time (a test walks the imports).
 */
export type { ShapeProblem, ShapeResult } from "./shape.ts"
export { decodeConfig, decodeLanguageList, decodePortalTexts, decodeServedTheme } from "./site-decoders.ts"
