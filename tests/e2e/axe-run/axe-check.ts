import { Schema } from "effect"

/**
 * One axe check of one screen state, as the shared helper (fixtures.ts, `expectAccessible`) attaches it to
 * the test's result; the run's reporter (axe-run-reporter.ts) reads it back from there.
 */
export const AxeCheck = Schema.Struct({
  /** The address without its host, query or language prefix: /fr/usage → /usage. */
  page: Schema.String,
  language: Schema.String,
  theme: Schema.String,
  width: Schema.Number,
  height: Schema.Number,
  violations: Schema.Number,
  /** The ids of every rule axe ran on the page (passed, violated, to review or not applicable). */
  rules: Schema.Array(Schema.String),
})
export type AxeCheck = typeof AxeCheck.Type

/** The name of the attachment a check is carried in. */
export const axeCheckAttachment = "axe-check"

/** The page an address shows, whatever its language: /fr → /, /fr/about/site-map → /about/site-map. */
export const pageOf = (pathname: string): string => {
  const page = pathname.replace(/^\/fr(?=\/|$)/u, "")
  return page === "" ? "/" : page
}
