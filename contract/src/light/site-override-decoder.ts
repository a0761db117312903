import type { ServedSiteOverrides } from "../entities/site-overrides.ts"
import { type ShapeResult, shapeDecoder } from "./shape.ts"
import { siteOverrideShapes } from "./site-override-shapes.gen.ts"

/**
 * An Effect-free checker for a theme's sites.json (GET /theme/sites.json, `ServedSiteOverrides`): the web
 * app reads it from the theme's folder (config.json's themeRoot), as it reads theme.json, once signed in
 * and only for a site that has overrides; its shapes are a file of their own for that reason.
 */
export const decodeSiteOverrides = (value: unknown): ShapeResult<typeof ServedSiteOverrides.Type> =>
  // Made when called, not when the module loads: nothing here may run for a bundle that never calls it.
  shapeDecoder<typeof ServedSiteOverrides.Type>(
    siteOverrideShapes.references,
    siteOverrideShapes.roots.siteOverrides,
  )(value)
