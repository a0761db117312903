// What the web app checks before Effect loads, with validators `npm run contract:start-up` makes from the
// contract's schemas; nothing reachable from here imports Effect at run time.
import type { Failed } from "../endpoints/call-outcome.ts"
import { failed } from "../endpoints/call-outcome.ts"
import * as validators from "./validators.gen.js"

export { type CallOutcome, type Failed, failed } from "../endpoints/call-outcome.ts"
export { defaultThemeRoot } from "../entities/theme-root.ts"

export type Checked<T> = { readonly _tag: "success"; readonly value: T } | Failed

/** Gives back the value when the contract's JSON Schema accepts it: these schemas do not transform. */
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
