import { ServedSiteOverrides } from "../entities/site-overrides.ts"
import { shapesOf } from "./shape-from-schema.ts"

/** The text of site-override-shapes.gen.ts, as `npm run contract:shapes` writes it and the tests expect it. */
export const siteOverrideShapesSource = (): string =>
  [
    "// Generated from the contract's schemas by `npm run contract:shapes` (contract/src/light). Do not edit:",
    "// a test fails when it no longer matches the schemas.",
    'import type { ShapeDocument } from "./shape.ts"',
    "",
    `export const siteOverrideShapes: ShapeDocument<"siteOverrides"> = ${JSON.stringify(shapesOf({ siteOverrides: ServedSiteOverrides }))}`,
    "",
  ].join("\n")
