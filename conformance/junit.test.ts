import { XMLParser } from "fast-xml-parser"
import { describe, expect, test } from "vitest"
import type { CheckResult } from "./check-result.ts"
import { junitXml } from "./junit.ts"

const result = (verdict: CheckResult["verdict"], actual: string): CheckResult => ({
  verdict,
  endpointName: "getBills",
  endpoint: "GET /bills",
  label: verdict === "fail" ? `quotes <&"'>` : undefined,
  expected: "200 BillList",
  actual,
})

describe("the JUnit report", () => {
  test("a CI reads back every check, its failure and its skip reason, whatever characters they hold", () => {
    const xml = junitXml(
      [result("pass", "200"), result("fail", `500 <b>&"'</b>`), result("skip", "needs <a bill> & more")],
      1.5,
    )
    const parsed: unknown = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml)
    expect(parsed).toMatchObject({
      testsuites: {
        tests: "3",
        failures: "1",
        skipped: "1",
        testsuite: {
          testcase: [
            { classname: "getBills", name: "GET /bills" },
            {
              name: `GET /bills (quotes <&"'>)`,
              failure: { message: `expected 200 BillList, got 500 <b>&"'</b>` },
            },
            { skipped: { message: "needs <a bill> & more" } },
          ],
        },
      },
    })
  })
})
