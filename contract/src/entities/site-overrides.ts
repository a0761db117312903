import { Schema, Struct } from "effect"
import { ThemeImageSet, ThemeUrlSet } from "./theme.ts"

// Spec §6. A companyID may hold hyphens, so the site ID must be digits: `lakeside-utilities` is refused, not
// read as site "utilities" (docs/decisions/012-per-site-logos-and-links.md).
const siteKeyMessage = "must be {companyID}-{cyclePortalSiteID}, such as lakeside-utilities-2"

export const SiteKey = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9_.-]*-[0-9]+$/u, { message: siteKeyMessage }),
).annotate({ identifier: "SiteKey" })

/** One language's logos for a site; each left out keeps the theme's own. */
export const SiteImageOverrides = ThemeImageSet.mapFields((fields) =>
  Struct.map(Struct.pick(fields, ["logo", "compactLogo", "footerLogo"]), Schema.optionalKey),
)

/** One language's links for a site; each list left out keeps the theme's own, a list given replaces it. */
export const SiteUrlOverrides = ThemeUrlSet.mapFields((fields) =>
  Struct.map(Struct.pick(fields, ["footerLinks", "helpLinks", "quickLinks"]), Schema.optionalKey),
)

/** What one site changes in the chrome, per language, as images.json and urls/*.json are laid out. */
export const SiteOverride = Schema.Struct({
  images: Schema.optionalKey(
    Schema.Struct({ en: Schema.optionalKey(SiteImageOverrides), fr: Schema.optionalKey(SiteImageOverrides) }),
  ),
  urls: Schema.optionalKey(
    Schema.Struct({ en: Schema.optionalKey(SiteUrlOverrides), fr: Schema.optionalKey(SiteUrlOverrides) }),
  ),
}).annotate({ identifier: "SiteOverride" })
export type SiteOverride = typeof SiteOverride.Type

const isSiteKey = Schema.is(SiteKey)

/** Keys checked by a filter: a checked record key would refuse a malformed key as unknown, not name its problem. */
export const ThemeSiteOverrides = Schema.Record(Schema.String, SiteOverride)
  .check(
    Schema.makeFilter((sites) =>
      Object.keys(sites)
        .filter((key) => !isSiteKey(key))
        .map((key) => ({ path: [key], issue: siteKeyMessage })),
    ),
  )
  .annotate({ identifier: "ThemeSiteOverrides" })
export type ThemeSiteOverrides = typeof ThemeSiteOverrides.Type

/** Keys already passed `ThemeSiteOverrides` at the server's start, and a client looks up the one key it makes. */
export const ServedSiteOverrides = Schema.Record(Schema.String, SiteOverride).annotate({
  identifier: "ServedSiteOverrides",
})
