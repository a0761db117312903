import type { CheckResult, Summary } from "./check-result.ts"

const verdictWord = { pass: "PASS", fail: "FAIL", skip: "SKIP" } as const

/** One line per check: `PASS GET /accounts  expected 200 AccountList, got 200`. */
export const reportLine = (result: CheckResult): string => {
  const what = result.label === undefined ? result.endpoint : `${result.endpoint} (${result.label})`
  const detail =
    result.verdict === "skip" ? result.actual : `expected ${result.expected}, got ${result.actual}`
  return `${verdictWord[result.verdict]} ${what}  ${detail}`
}

export const summaryLine = (summary: Summary): string =>
  `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`
