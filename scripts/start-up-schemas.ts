import { Schema } from "effect"
import type { ContractSchema, Endpoint } from "../contract/src/endpoints/endpoint.ts"
import { getConfig, getPortalLanguages, getPortalTexts, getTheme } from "../contract/src/endpoints/site.ts"
import { StoredSession, Token } from "../contract/src/entities/auth.ts"

/**
 * The documents the web app checks before Effect has loaded: the four site documents start-up reads and
 * the two it keeps in the browser (the session, a quick payment’s visitor pass), by name.
 */
const startUpEndpoints = {
  config: getConfig,
  theme: getTheme,
  languages: getPortalLanguages,
  portalTexts: getPortalTexts,
}

const answerOf = (endpoint: Endpoint): ContractSchema => {
  if (endpoint.success.kind !== "json") throw new Error(`${endpoint.name} does not answer JSON`)
  return endpoint.success.schema
}

export const startUpSchemas = {
  config: answerOf(getConfig),
  theme: answerOf(getTheme),
  languages: answerOf(getPortalLanguages),
  portalTexts: answerOf(getPortalTexts),
  storedSession: StoredSession,
  visitorPass: Token,
} satisfies Record<string, ContractSchema>

export type StartUpDocument = keyof typeof startUpSchemas

export const startUpDocuments: ReadonlyArray<StartUpDocument> = [
  "config",
  "theme",
  "languages",
  "portalTexts",
  "storedSession",
  "visitorPass",
]

/** The document's JSON Schema (draft 2020-12), as the contract derives it for OpenAPI. */
export const jsonSchemaOf = (name: StartUpDocument): object => {
  const { schema, definitions } = Schema.toJsonSchemaDocument(startUpSchemas[name])
  return { $id: name, ...schema, $defs: definitions }
}

const header = [
  "// Generated from the contract's schemas by `npm run contract:start-up`. Do not edit:",
  "// tests/start-up-schemas.test.ts fails when it no longer matches them.",
].join("\n")

/** The text of schemas.gen.ts: each start-up document's JSON Schema, which start-up/json-schema.ts reads. */
export const schemasSource = (): string => {
  const schemas = Object.fromEntries(startUpDocuments.map((name) => [name, jsonSchemaOf(name)]))
  const paths = Object.fromEntries(Object.entries(startUpEndpoints).map(([name, { path }]) => [name, path]))
  return [
    header,
    'import type { JsonSchema } from "./json-schema.ts"',
    "",
    `export const schemas: Readonly<Record<${startUpDocuments.map((name) => JSON.stringify(name)).join(" | ")}, JsonSchema>> = ${JSON.stringify(schemas, null, 2)}`,
    "",
    `export const paths = ${JSON.stringify(paths, null, 2)} as const`,
    "",
  ].join("\n")
}
