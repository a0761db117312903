import type { ServedSiteOverrides } from "../entities/site-overrides.ts"
import { endpointShapeReferences, lightEndpoints } from "./endpoint-shapes.gen.ts"
import { shapeDecoder } from "./shape.ts"

const { success } = lightEndpoints.getSiteOverrides

/**
 * An Effect-free checker for a theme's sites.json, from the shape of its endpoint's answer: the web app
 * reads it from the theme's folder (config.json's themeRoot), as it reads theme.json, once signed in. Its
 * shapes travel with the signed-in pages' endpoint shapes, not with the sign-in page's site shapes.
 */
export const decodeSiteOverrides = (value: unknown) => {
  if (success.kind !== "json") throw new Error("getSiteOverrides answers JSON")
  return shapeDecoder<typeof ServedSiteOverrides.Type>(endpointShapeReferences, success.shape)(value)
}
