import type { ServedSiteOverrides } from "../entities/site-overrides.ts"
import { endpointShapeReferences, lightEndpoints } from "./endpoint-shapes.gen.ts"
import { type ShapeResult, shapeDecoder } from "./shape.ts"

/**
 * An Effect-free checker for a theme's sites.json, from the shape of its endpoint's answer: the web app
 * reads it from the theme's folder (config.json's themeRoot), as it reads theme.json, once signed in. Its
 * shapes travel with the signed-in pages' endpoint shapes, not with the sign-in page's site shapes; nothing
 * here runs when the module loads, so a bundle that does not call it leaves those shapes out.
 */
export const decodeSiteOverrides = (value: unknown): ShapeResult<typeof ServedSiteOverrides.Type> => {
  const { success } = lightEndpoints.getSiteOverrides
  if (success.kind !== "json") throw new Error("getSiteOverrides answers JSON")
  return shapeDecoder<typeof ServedSiteOverrides.Type>(endpointShapeReferences, success.shape)(value)
}
