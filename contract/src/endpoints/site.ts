import { Schema } from "effect"
import { Config } from "../entities/config.ts"
import { LanguageList, PortalTexts } from "../entities/language.ts"
import { LanguageCode } from "../entities/primitives.ts"
import { ServedProviderTheme } from "../entities/theme.ts"
import { statuses } from "../statuses.ts"
import { endpoint, json } from "./endpoint.ts"

export const getConfig = endpoint({
  name: "getConfig",
  summary: "The portal's configuration: API root, robot-check keys, company",
  method: "GET",
  path: "/config.json",
  host: "site",
  access: "public",
  success: json(Config),
  errors: [],
})

export const getPortalLanguages = endpoint({
  name: "getPortalLanguages",
  summary: "The languages the portal offers",
  method: "GET",
  path: "/language/Portal",
  host: "site",
  access: "public",
  success: json(LanguageList),
  errors: [],
})

export const getPortalTexts = endpoint({
  name: "getPortalTexts",
  summary: "The provider's text overrides for one language, merged over the built-in messages",
  method: "GET",
  path: "/language/Portal/{lang}",
  host: "site",
  access: "public",
  params: Schema.Struct({ lang: LanguageCode }),
  success: json(PortalTexts),
  errors: [statuses.notFound],
})

/** The active provider theme, assembled from its folder; its images sit beside it under images/. */
export const getTheme = endpoint({
  name: "getTheme",
  summary: "The provider theme: images, settings, styles, text and urls",
  method: "GET",
  path: "/theme/theme.json",
  host: "site",
  access: "public",
  success: json(ServedProviderTheme),
  errors: [],
})
