import { Schema } from "effect"
import { ImageFileName, ThemeLink } from "./theme.ts"

/**
 * The key of one site's overrides: the portal's companyID (config.json) and the account's cyclePortalSiteID
 * (spec §6), joined by a hyphen. A companyID may hold hyphens (the mock's are theme ids such as
 * `lakeside-utilities`), so the site ID is taken to be digits
 * (docs/decisions/012-per-site-logos-and-links.md): a key that forgot it, `lakeside-utilities`, is then
 * refused rather than read as site "utilities" of company "lakeside".
 */
const siteKeyMessage = "must be {companyID}-{cyclePortalSiteID}, such as lakeside-utilities-2"

export const SiteKey = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9_.-]*-[0-9]+$/u, { message: siteKeyMessage }),
).annotate({ identifier: "SiteKey" })

/** One language's logos for a site; each left out keeps the theme's own. */
export const SiteImageOverrides = Schema.Struct({
  logo: Schema.optionalKey(ImageFileName),
  compactLogo: Schema.optionalKey(ImageFileName),
  footerLogo: Schema.optionalKey(ImageFileName),
})
export type SiteImageOverrides = typeof SiteImageOverrides.Type

/** One language's links for a site; each list left out keeps the theme's own, a list given replaces it. */
export const SiteUrlOverrides = Schema.Struct({
  footerLinks: Schema.optionalKey(Schema.Array(ThemeLink).check(Schema.isMaxLength(5))),
  helpLinks: Schema.optionalKey(Schema.Array(ThemeLink).check(Schema.isMaxLength(4))),
  quickLinks: Schema.optionalKey(Schema.Array(ThemeLink).check(Schema.isMaxLength(4))),
})
export type SiteUrlOverrides = typeof SiteUrlOverrides.Type

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

/**
 * A theme's sites.json: the per-site logos and links of a provider that runs several brands or regions
 * behind one portal. Signed-in customers only; a theme without the file has none. A malformed
 * key is named with its problem (a checked record key would be refused as an unknown field instead).
 */
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

/**
 * sites.json as GET /theme/sites.json serves it. The server serves only overrides whose keys passed
 * `ThemeSiteOverrides` (the theme check and the server's start both refuse a malformed key); a client looks
 * up the one key it makes, so plain string keys are enough here, and the web app checks the answer with
 * a shape, which knows no checked keys.
 */
export const ServedSiteOverrides = Schema.Record(Schema.String, SiteOverride).annotate({
  identifier: "ServedSiteOverrides",
})
