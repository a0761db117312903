import { describe, expect, test } from "vitest"
import { demoCaptchaTokens, passesDemoCaptcha } from "./demo-robot-check.ts"

const lowFriction = demoCaptchaTokens.lowFriction

describe("the demo robot check", () => {
  test("the low-friction check passes a person and fails a robot., in any case and any version", () => {
    expect(passesDemoCaptcha(lowFriction, "v3", { username: "alice.martin" })).toBe(true)
    expect(passesDemoCaptcha(lowFriction, "v3", {})).toBe(true)
    expect(passesDemoCaptcha(lowFriction, "v3", { username: "robot.rita" })).toBe(false)
    expect(passesDemoCaptcha(lowFriction, "enterprise", { username: " Robot.Rita" })).toBe(false)
    expect(passesDemoCaptcha(lowFriction, "v3", { username: "rita.robot" })).toBe(true)
  })

  test("a looked-up service ID starting with ROBOT- fails it, in any case; other service IDs pass", () => {
    expect(passesDemoCaptcha(lowFriction, "v3", { serviceID: "ROBOT-1" })).toBe(false)
    expect(passesDemoCaptcha(lowFriction, "v3", { serviceID: " robot-tel-5550101" })).toBe(false)
    expect(passesDemoCaptcha(lowFriction, "v3", { serviceID: "TEL-5550101" })).toBe(true)
    expect(passesDemoCaptcha(lowFriction, "v3", { serviceID: "ROBOT5550101" })).toBe(true)
  })

  test("the visible check passes once ticked, robots included", () => {
    expect(passesDemoCaptcha(demoCaptchaTokens.ticked, "v2", { username: "robot.rita" })).toBe(true)
    expect(passesDemoCaptcha(demoCaptchaTokens.ticked, "v2", { serviceID: "ROBOT-1" })).toBe(true)
  })

  test("a token of the other check, or any other token, fails", () => {
    expect(passesDemoCaptcha(lowFriction, "v2", { username: "alice.martin" })).toBe(false)
    expect(passesDemoCaptcha(demoCaptchaTokens.ticked, "v3", { username: "alice.martin" })).toBe(false)
    expect(passesDemoCaptcha("forged", "v3", { username: "alice.martin" })).toBe(false)
  })
})
