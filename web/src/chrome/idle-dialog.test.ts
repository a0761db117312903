import { describe, expect, test } from "vitest"
import { spokenSeconds } from "./idle-dialog.tsx"

describe("the kiosk's still-there countdown for screen readers", () => {
  test("changes only at 20, 10 and 5 seconds, so a polite live region speaks three times", () => {
    const heard = Array.from({ length: 30 }, (_, index) => spokenSeconds(30 - index))
    expect(heard.slice(0, 10).every((seconds) => seconds === undefined)).toBe(true)
    expect(new Set(heard.filter((seconds) => seconds !== undefined))).toEqual(new Set([20, 10, 5]))
    expect(spokenSeconds(20)).toBe(20)
    expect(spokenSeconds(11)).toBe(20)
    expect(spokenSeconds(10)).toBe(10)
    expect(spokenSeconds(1)).toBe(5)
  })
})
