import { describe, expect, test } from "vitest"
import { readStartOptions } from "./options.ts"

describe("start options", () => {
  test("the mock's own endpoints are on by default and off with MOCK_ENDPOINTS=off", () => {
    expect(readStartOptions([], {}).mockEndpoints).toBe(true)
    expect(readStartOptions([], { MOCK_ENDPOINTS: "off" }).mockEndpoints).toBe(false)
    expect(readStartOptions([], { MOCK_ENDPOINTS: "on" }).mockEndpoints).toBe(true)
  })

  test("a setting that is not valid stops the start with its name, rather than being ignored", () => {
    expect(() => readStartOptions([], { MOCK_ENDPOINTS: "maybe" })).toThrow(/MOCK_ENDPOINTS/)
    expect(() => readStartOptions([], { MOCK_REFRESH_IDLE_SECONDS: "2" })).toThrow(
      /MOCK_REFRESH_IDLE_SECONDS/,
    )
  })

  test("session limits come from the environment", () => {
    const options = readStartOptions([], {
      MOCK_REFRESH_IDLE_SECONDS: "600",
      MOCK_SESSION_MAX_SECONDS: "7200",
    })
    expect([options.refreshIdleSeconds, options.sessionMaxSeconds]).toEqual([600, 7200])
  })

  test("kiosk configuration is off unless --kiosk or MOCK_KIOSK=on; its idle limit is checked", () => {
    expect(readStartOptions([], {}).kiosk).toBe(false)
    expect(readStartOptions(["--kiosk"], {}).kiosk).toBe(true)
    expect(readStartOptions([], { MOCK_KIOSK: "on" }).kiosk).toBe(true)
    expect(readStartOptions([], { MOCK_KIOSK_IDLE_SECONDS: "120" }).kioskIdleSeconds).toBe(120)
    expect(() => readStartOptions([], { MOCK_KIOSK_IDLE_SECONDS: "5" })).toThrow(/MOCK_KIOSK_IDLE_SECONDS/)
    expect(() => readStartOptions([], { MOCK_KIOSK: "yes" })).toThrow(/MOCK_KIOSK/)
  })
})
