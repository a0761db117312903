/** One line of the report: what was checked on which endpoint, what the contract expects and what came. */
export interface CheckResult {
  readonly verdict: "pass" | "fail" | "skip"
  /** The endpoint's name in the contract (its operationId). */
  readonly endpointName: string
  /** Method and path template, as the contract declares them: "GET /accounts". */
  readonly endpoint: string
  /** Which check of that endpoint, when it has several: "wrong password", "after sign-out". */
  readonly label: string | undefined
  readonly expected: string
  /** What came back; for a skipped check, why it was not run. */
  readonly actual: string
}

export interface Summary {
  readonly passed: number
  readonly failed: number
  readonly skipped: number
}

export const summaryOf = (results: ReadonlyArray<CheckResult>): Summary => ({
  passed: results.filter((result) => result.verdict === "pass").length,
  failed: results.filter((result) => result.verdict === "fail").length,
  skipped: results.filter((result) => result.verdict === "skip").length,
})
