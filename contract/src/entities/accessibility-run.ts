import { Schema } from "effect"

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** A screen size the end-to-end suite reads pages at, in CSS pixels. */
export const ScreenSize = Schema.Struct({ width: Count, height: Count }).annotate({
  identifier: "ScreenSize",
})
export type ScreenSize = typeof ScreenSize.Type

/** The last e2e run's axe figures, WCAG 2.1 A and AA (docs/decisions/038-accessibility-statement.md). */
export const AccessibilityRun = Schema.Struct({
  finishedAt: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/u)),
  /** Every axe check of a page as a test left it: one screen state. */
  screenStates: Count,
  /** The distinct addresses checked, the language prefix left out (/fr/usage and /usage are one). */
  pages: Count,
  languages: Schema.Array(Schema.String),
  themes: Schema.Array(Schema.String),
  screenSizes: Schema.Array(ScreenSize),
  /** The axe rules that ran on at least one screen state. */
  rulesChecked: Count,
  /** Violations axe found, summed over every screen state. */
  violations: Count,
}).annotate({ identifier: "AccessibilityRun" })
export type AccessibilityRun = typeof AccessibilityRun.Type
