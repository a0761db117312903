import type { ContractSchema, Endpoint } from "../endpoints/endpoint.ts"
import { StoredSession } from "../entities/auth.ts"
import { getConfig, getPortalLanguages, getPortalTexts, getTheme } from "../endpoints/site.ts"
import type { LightDocumentName, SiteDocumentName } from "./site-document-name.ts"

/**
 * The site endpoints the web app calls before anything else, by the name their shape has in
 * site-shapes.gen.ts: config.json, the served theme, the language list and a language's texts.
 */
export const siteEndpoints = {
  config: getConfig,
  theme: getTheme,
  languages: getPortalLanguages,
  portalTexts: getPortalTexts,
} satisfies Record<SiteDocumentName, Endpoint>

const successSchema = (endpoint: Endpoint): ContractSchema => {
  if (endpoint.success.kind !== "json") throw new Error(`${endpoint.name} does not answer JSON`)
  return endpoint.success.schema
}

/** The schemas of their answers. */
export const siteSchemas = {
  config: successSchema(siteEndpoints.config),
  theme: successSchema(siteEndpoints.theme),
  languages: successSchema(siteEndpoints.languages),
  portalTexts: successSchema(siteEndpoints.portalTexts),
} satisfies Record<SiteDocumentName, ContractSchema>

/** Every schema with a shape: the site documents' and the stored session's. */
export const lightSchemas = {
  ...siteSchemas,
  storedSession: StoredSession,
} satisfies Record<LightDocumentName, ContractSchema>

/** Their method and path (with `{param}` placeholders), as the contract declares them. */
export const sitePathsOf = (): Record<
  SiteDocumentName,
  { readonly method: string; readonly path: string }
> => ({
  config: { method: siteEndpoints.config.method, path: siteEndpoints.config.path },
  theme: { method: siteEndpoints.theme.method, path: siteEndpoints.theme.path },
  languages: { method: siteEndpoints.languages.method, path: siteEndpoints.languages.path },
  portalTexts: { method: siteEndpoints.portalTexts.method, path: siteEndpoints.portalTexts.path },
})
