import { Schema } from "effect"
import { Colour } from "./colour.ts"

/** The icons the installable app offers (themes/<id>/images/app-icon-*.png), in one list. */
export const appIconSizes = [192, 512] as const

export const WebManifestIcon = Schema.Struct({
  /** Under the site's root: the icon is served by the portal's own host, beside the theme's images. */
  src: Schema.String.check(Schema.isPattern(/^\/[^\s]*\.png$/u, { message: "must be a PNG on this host" })),
  sizes: Schema.String.check(Schema.isPattern(/^[0-9]+x[0-9]+$/u, { message: "must be WIDTHxHEIGHT" })),
  type: Schema.Literal("image/png"),
  purpose: Schema.Literals(["any", "maskable"]),
}).annotate({ identifier: "WebManifestIcon" })

/** GET /manifest.webmanifest: what an install needs is required, so an uninstallable manifest does not encode. */
export const WebManifest = Schema.Struct({
  name: Schema.String.check(Schema.isNonEmpty()),
  short_name: Schema.String.check(Schema.isNonEmpty()),
  lang: Schema.Literals(["en", "fr"]),
  start_url: Schema.Literal("/"),
  scope: Schema.Literal("/"),
  id: Schema.Literal("/"),
  display: Schema.Literal("standalone"),
  theme_color: Colour,
  background_color: Colour,
  icons: Schema.Array(WebManifestIcon).check(Schema.isMinLength(2)),
}).annotate({ identifier: "WebManifest" })
export type WebManifest = typeof WebManifest.Type

/** Where the portal's host serves it (web/index.html links it). */
export const webManifestPath = "/manifest.webmanifest"
