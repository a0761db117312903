import { XMLBuilder } from "fast-xml-parser"
import { type CheckResult, summaryOf } from "./check-result.ts"

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  suppressEmptyNode: true,
})

const testCase = (result: CheckResult) => {
  const detail = `expected ${result.expected}, got ${result.actual}`
  return {
    "@_classname": result.endpointName,
    "@_name": result.label === undefined ? result.endpoint : `${result.endpoint} (${result.label})`,
    ...(result.verdict === "fail" ? { failure: { "@_message": detail, "#text": detail } } : {}),
    ...(result.verdict === "skip" ? { skipped: { "@_message": result.actual } } : {}),
  }
}

/** The run as JUnit XML, one test case per check, for a provider's CI to show beside its own tests. */
export const junitXml = (results: ReadonlyArray<CheckResult>, seconds: number): string => {
  const summary = summaryOf(results)
  const counts = {
    "@_tests": results.length,
    "@_failures": summary.failed,
    "@_errors": 0,
    "@_skipped": summary.skipped,
    "@_time": seconds.toFixed(3),
  }
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    testsuites: {
      "@_name": "Billpath conformance",
      ...counts,
      testsuite: { "@_name": "Billpath conformance", ...counts, testcase: results.map(testCase) },
    },
  })
}
