import { Schema } from "effect"
import { Config } from "../entities/config.ts"
import { LanguageList, PortalTexts } from "../entities/language.ts"
import { LanguageCode } from "../entities/primitives.ts"
import { ServedSiteOverrides } from "../entities/site-overrides.ts"
import { ServedProviderTheme } from "../entities/theme.ts"
import { statuses } from "../statuses.ts"
import { endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const siteEndpoints = group(
  { host: "site", access: "public" },
  {
    getConfig: endpoint({
      summary: "The portal's configuration: API root, robot-check keys, company",
      method: "GET",
      path: "/config.json",
      success: json(Config),
    }),
    getPortalLanguages: endpoint({
      summary: "The languages the portal offers",
      method: "GET",
      path: "/language/Portal",
      success: json(LanguageList),
    }),
    getPortalTexts: endpoint({
      summary: "The provider's text overrides for one language, merged over the built-in messages",
      method: "GET",
      path: "/language/Portal/{lang}",
      params: Schema.Struct({ lang: LanguageCode }),
      success: json(PortalTexts),
      errors: [statuses.notFound],
    }),
    /** The active provider theme, assembled from its folder; its images sit beside it under images/. */
    getTheme: endpoint({
      summary: "The provider theme: images, settings, styles, text and urls",
      method: "GET",
      path: "/theme/theme.json",
      success: json(ServedProviderTheme),
    }),
    /** Read only once a customer is signed in; an empty object when the theme has none. */
    getSiteOverrides: endpoint({
      summary: "The provider theme's per-site logos and links, by companyID and cyclePortalSiteID",
      method: "GET",
      path: "/theme/sites.json",
      success: json(ServedSiteOverrides),
    }),
  },
)

export const { getConfig, getPortalLanguages, getPortalTexts, getTheme, getSiteOverrides } = siteEndpoints
