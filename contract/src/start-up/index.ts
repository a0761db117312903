// What the web app checks before Effect loads, against the JSON Schemas `npm run contract:start-up` writes
// from the contract's schemas; nothing reachable from here imports Effect at run time.

import type { Failed } from "../endpoints/call-outcome.ts"
import { failed } from "../endpoints/call-outcome.ts"
import type { StoredSession, Token } from "../entities/auth.ts"
import type { Config } from "../entities/config.ts"
import type { LanguageList, PortalTexts } from "../entities/language.ts"
import type { ProviderTheme } from "../entities/theme.ts"
import { problemIn } from "./json-schema.ts"
import { paths, schemas } from "./schemas.gen.ts"

export { type CallOutcome, type Failed, failed } from "../endpoints/call-outcome.ts"
export { defaultThemeRoot } from "../entities/theme-root.ts"

export type Checked<T> = { readonly _tag: "success"; readonly value: T } | Failed

/**
 * Gives back the value when the document's JSON Schema accepts it, as the type of the contract's schema it
 * was written from: these schemas do not transform (tests/start-up-schemas.test.ts holds both to one verdict).
 */
const checker = <T>(name: keyof typeof schemas) => {
  const conforms = (value: unknown): value is T => problemIn(schemas[name], value) === undefined
  return (value: unknown): Checked<T> => {
    if (conforms(value)) return { _tag: "success", value }
    const problem = problemIn(schemas[name], value)
    return failed(`${name}: at ${problem?.at || "the top"}, ${problem?.keyword ?? "invalid"}`)
  }
}

export const checkConfig = checker<Config>("config")
export const checkTheme = checker<ProviderTheme>("theme")
export const checkLanguageList = checker<typeof LanguageList.Type>("languages")
export const checkPortalTexts = checker<typeof PortalTexts.Type>("portalTexts")
export const checkStoredSession = checker<StoredSession>("storedSession")
export const checkVisitorPass = checker<Token>("visitorPass")

/** The site documents' paths, as the contract declares them (`{lang}` stands for the language). */
export const startUpPaths = paths
