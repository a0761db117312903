import { endpoints } from "@billpath/contract"
import { describe, expect, test } from "vitest"
import { createRecorder } from "./recorder.ts"
import { reportLine } from "./report.ts"

describe("the report", () => {
  test("hides every password and token, however a server or an error quotes it", () => {
    const recorder = createRecorder(() => {})
    const password = "Sunrise 2026!"
    const token = "eyJhbGciOiJIUzI1NiJ9.secret-part"
    recorder.hide(password)
    recorder.hide(token)
    const quoted = [
      `bad password ${password}`,
      `as sent ${Buffer.from(password).toString("base64url")}`,
      `in a URL ${encodeURIComponent(password)}`,
      `token "${token}" is retired`,
    ]
    for (const text of quoted) recorder.fail(endpoints.login, undefined, "431 invalid", text)
    const printed = recorder.results.map(reportLine).join("\n")
    expect(printed).not.toContain(password)
    expect(printed).not.toContain(token)
    expect(printed).not.toContain(Buffer.from(password).toString("base64url"))
    expect(printed).not.toContain(encodeURIComponent(password))
    expect(printed.match(/\[hidden\]/gu)).toHaveLength(4)
  })

  test("keeps each check on one line", () => {
    const recorder = createRecorder(() => {})
    recorder.fail(endpoints.getAccounts, undefined, "200 AccountList", '200: Expected number\n  at ["items"]')
    expect(recorder.results.map(reportLine)).toEqual([
      'FAIL GET /accounts  expected 200 AccountList, got 200: Expected number at ["items"]',
    ])
  })
})
