import type { AccessibilityRun, ScreenSize } from "@billpath/contract"
import type { AxeCheck } from "./axe-check.ts"

const sorted = (values: Iterable<string>): ReadonlyArray<string> => [...new Set(values)].sort()

/** Screen sizes once each, narrowest first (a phone, a desktop, the store screen). */
const distinctSizes = (checks: ReadonlyArray<AxeCheck>): ReadonlyArray<ScreenSize> => {
  const sizes = new Map(checks.map(({ width, height }) => [`${width}x${height}`, { width, height }]))
  return [...sizes.values()].sort((a, b) => a.width - b.width || a.height - b.height)
}

/** The figures of a run from its checks: what the accessibility statement shows. */
export const summarizeAxeRun = (checks: ReadonlyArray<AxeCheck>, finishedAt: Date): AccessibilityRun => ({
  finishedAt: finishedAt.toISOString(),
  screenStates: checks.length,
  pages: new Set(checks.map((check) => check.page)).size,
  languages: sorted(checks.map((check) => check.language)),
  themes: sorted(checks.map((check) => check.theme)),
  screenSizes: distinctSizes(checks),
  rulesChecked: new Set(checks.flatMap((check) => check.rules)).size,
  violations: checks.reduce((sum, check) => sum + check.violations, 0),
})
