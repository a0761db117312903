import Ajv from "ajv"
import standalone from "ajv/dist/standalone/index.js"
import { Schema } from "effect"
import type { ContractSchema, Endpoint } from "../contract/src/endpoints/endpoint.ts"
import { getConfig, getPortalLanguages, getPortalTexts, getTheme } from "../contract/src/endpoints/site.ts"
import { StoredSession, Token } from "../contract/src/entities/auth.ts"

/**
 * The documents the web app checks before Effect has loaded: the four site documents start-up reads and
 * the two it keeps in the browser (the session, a quick payment's visitor pass), by validator name.
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
  "// Generated from the contract's schemas by `npm run contract:start-up` (Ajv standalone). Do not edit:",
  "// tests/start-up-validators.test.ts fails when it no longer matches the schemas.",
].join("\n")

/** Each validator's type in validators.gen.d.ts: the type of the schema it was made from. */
const declarations = `import type { StoredSession, Token } from "../entities/auth.ts"
import type { Config } from "../entities/config.ts"
import type { LanguageList, PortalTexts } from "../entities/language.ts"
import type { ProviderTheme } from "../entities/theme.ts"

export interface Validator<T> {
  (value: unknown): value is T
  errors?: ReadonlyArray<{ readonly instancePath: string; readonly keyword: string }> | null
}
export declare const config: Validator<Config>
export declare const theme: Validator<ProviderTheme>
export declare const languages: Validator<typeof LanguageList.Type>
export declare const portalTexts: Validator<typeof PortalTexts.Type>
export declare const storedSession: Validator<StoredSession>
export declare const visitorPass: Validator<Token>
`

/** The text of validators.gen.js (one Ajv validator per document, no Ajv at run time) and its types. */
export const validatorsSource = (): { readonly js: string; readonly dts: string } => {
  // Lengths counted in UTF-16 code units, as Effect and the browser's inputs count them. The calendar
  // patterns already hold every rule of "date-time", so the format itself is not checked. Ajv's default
  // class knows `$defs` and every keyword these schemas use; the draft 2020-12 class would add the
  // bookkeeping of `unevaluatedProperties` and `$dynamicRef`, which they do not use, to every validator.
  const ajv = new Ajv.default({
    code: { source: true, esm: true },
    unicode: false,
    validateFormats: false,
    inlineRefs: false,
    messages: false,
    // Ajv warns that `unicode` is deprecated; it is still the option that makes it count like Effect.
    logger: { log: () => undefined, warn: () => undefined, error: console.error },
  })
  const names = startUpDocuments
  for (const name of names) ajv.addSchema(jsonSchemaOf(name))
  const paths = Object.fromEntries(Object.entries(startUpEndpoints).map(([name, { path }]) => [name, path]))
  const exports = Object.fromEntries(names.map((name) => [name, name]))
  return {
    js: [
      header,
      standalone.default(ajv, exports).trim(),
      `export const paths = ${JSON.stringify(paths)};`,
      "",
    ].join("\n"),
    dts: [header, declarations, `export declare const paths: ${JSON.stringify(paths)}`, ""].join("\n"),
  }
}
