/**
 * `@billpath/contract/start-up`: what the web app checks before Effect has loaded. The validators are
 * made from the contract's schemas by `npm run contract:start-up` (scripts/start-up-validators.ts); nothing
 * reachable from here imports Effect at run time (a test walks the imports).
 */
import type { Failed } from "../endpoints/call-outcome.ts"
import { failed } from "../endpoints/call-outcome.ts"
import * as validators from "./validators.gen.js"

export { type CallOutcome, type Failed, failed } from "../endpoints/call-outcome.ts"
export { defaultThemeRoot } from "../entities/theme-root.ts"

export type Checked<T> = { readonly _tag: "success"; readonly value: T } | Failed

/**
 * A checker that gives back the value it was given when the contract's JSON Schema accepts it. The
 * schemas of these documents do not transform, so what JSON holds is what Effect would decode.
 */
const checker =
  <T>(name: string, validate: validators.Validator<T>) =>
  (value: unknown): Checked<T> => {
    if (validate(value)) return { _tag: "success", value }
    const [problem] = validate.errors ?? []
    return failed(`${name}: at ${problem?.instancePath || "the top"}, ${problem?.keyword ?? "invalid"}`)
  }

export const checkConfig = checker("config", validators.config)
export const checkTheme = checker("theme", validators.theme)
export const checkLanguageList = checker("languages", validators.languages)
export const checkPortalTexts = checker("portalTexts", validators.portalTexts)
export const checkStoredSession = checker("storedSession", validators.storedSession)
export const checkVisitorPass = checker("visitorPass", validators.visitorPass)

/** The site documents' paths, as the contract declares them (`{lang}` stands for the language). */
export const startUpPaths = validators.paths
