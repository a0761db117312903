import type { ContractSchema, Endpoint } from "../endpoints/endpoint.ts"
import { getConfig, getPortalLanguages, getPortalTexts, getTheme } from "../endpoints/site.ts"
import { StoredSession, Token } from "../entities/auth.ts"
import type { LightDocumentName, SiteDocumentName } from "./site-document-name.ts"

/**
 * The site endpoints the web app calls before anything else, by the name their shape has in
 * site-shapes.gen.ts: config.json, the served theme, the language list and a language's texts.
 */
export const startUpEndpoints = {
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
  config: successSchema(startUpEndpoints.config),
  theme: successSchema(startUpEndpoints.theme),
  languages: successSchema(startUpEndpoints.languages),
  portalTexts: successSchema(startUpEndpoints.portalTexts),
} satisfies Record<SiteDocumentName, ContractSchema>

/**
 * Every schema with a shape: the site documents', the stored session's, and the visitor pass a quick
 * payment keeps while the browser is on the provider's card page.
 */
export const lightSchemas = {
  ...siteSchemas,
  storedSession: StoredSession,
  visitorPass: Token,
} satisfies Record<LightDocumentName, ContractSchema>

/** Their method and path (with `{param}` placeholders), as the contract declares them. */
export const sitePathsOf = (): Record<
  SiteDocumentName,
  { readonly method: string; readonly path: string }
> => ({
  config: { method: startUpEndpoints.config.method, path: startUpEndpoints.config.path },
  theme: { method: startUpEndpoints.theme.method, path: startUpEndpoints.theme.path },
  languages: { method: startUpEndpoints.languages.method, path: startUpEndpoints.languages.path },
  portalTexts: { method: startUpEndpoints.portalTexts.method, path: startUpEndpoints.portalTexts.path },
})
