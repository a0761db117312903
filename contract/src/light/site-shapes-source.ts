import { shapesOf } from "./shape-from-schema.ts"
import { lightSchemas, sitePathsOf } from "./site-schemas.ts"

/** The text of site-shapes.gen.ts, as `npm run contract:shapes` writes it and the tests expect it. */
export const siteShapesSource = (): string =>
  [
    "// Generated from the contract's schemas by `npm run contract:shapes` (contract/src/light). Do not edit:",
    "// a test fails when it no longer matches the schemas.",
    'import type { ShapeDocument } from "./shape.ts"',
    'import type { LightDocumentName, SiteDocumentName } from "./site-document-name.ts"',
    "",
    `export const siteShapes: ShapeDocument<LightDocumentName> = ${JSON.stringify(shapesOf(lightSchemas))}`,
    "",
    "export const siteRequests: Readonly<",
    "  Record<SiteDocumentName, { readonly method: string; readonly path: string }>",
    `> = ${JSON.stringify(sitePathsOf())}`,
    "",
  ].join("\n")
