import { describe, expect, test } from "vitest"
import { demoCaptchaTokens, passesDemoCaptcha } from "./demo-robot-check.ts"

describe("the demo robot check", () => {
  test("the low-friction check passes a person and fails a robot., in any case and any version", () => {
    expect(passesDemoCaptcha(demoCaptchaTokens.lowFriction, "v3", "alice.martin")).toBe(true)
    expect(passesDemoCaptcha(demoCaptchaTokens.lowFriction, "v3", undefined)).toBe(true)
    expect(passesDemoCaptcha(demoCaptchaTokens.lowFriction, "v3", "robot.rita")).toBe(false)
    expect(passesDemoCaptcha(demoCaptchaTokens.lowFriction, "enterprise", " Robot.Rita")).toBe(false)
    expect(passesDemoCaptcha(demoCaptchaTokens.lowFriction, "v3", "rita.robot")).toBe(true)
  })

  test("the visible check passes once ticked, robots included", () => {
    expect(passesDemoCaptcha(demoCaptchaTokens.ticked, "v2", "robot.rita")).toBe(true)
  })

  test("a token of the other check, or any other token, fails", () => {
    expect(passesDemoCaptcha(demoCaptchaTokens.lowFriction, "v2", "alice.martin")).toBe(false)
    expect(passesDemoCaptcha(demoCaptchaTokens.ticked, "v3", "alice.martin")).toBe(false)
    expect(passesDemoCaptcha("forged", "v3", "alice.martin")).toBe(false)
  })
})
