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

  test("portal origins for cross-origin calls: --cors-origin repeated, or MOCK_CORS_ORIGINS comma-separated", () => {
    expect(readStartOptions([], {}).corsOrigins).toEqual([])
    expect(
      readStartOptions(
        ["--cors-origin", "http://127.0.0.1:9090", "--cors-origin", "https://portal.example"],
        {},
      ).corsOrigins,
    ).toEqual(["http://127.0.0.1:9090", "https://portal.example"])
    expect(
      readStartOptions([], { MOCK_CORS_ORIGINS: "http://127.0.0.1:9090, https://portal.example:8443," })
        .corsOrigins,
    ).toEqual(["http://127.0.0.1:9090", "https://portal.example:8443"])
    // The flags win over the environment, as for every other setting.
    expect(
      readStartOptions(["--cors-origin", "http://127.0.0.1:9090"], {
        MOCK_CORS_ORIGINS: "https://other.example",
      }).corsOrigins,
    ).toEqual(["http://127.0.0.1:9090"])
  })

  test("a value that is not exactly an origin is refused, naming it, as a browser's Origin never matches it", () => {
    for (const notAnOrigin of [
      "http://127.0.0.1:9090/",
      "http://127.0.0.1:9090/portal",
      "http://127.0.0.1:9090?x=1",
      "http://127.0.0.1:80",
      "HTTP://Portal.example",
      "ftp://portal.example",
      "127.0.0.1:9090",
      "*",
    ]) {
      expect(() => readStartOptions(["--cors-origin", notAnOrigin], {})).toThrow(
        `--cors-origin: "${notAnOrigin}" is not valid`,
      )
      expect(() => readStartOptions([], { MOCK_CORS_ORIGINS: notAnOrigin })).toThrow(
        `MOCK_CORS_ORIGINS: "${notAnOrigin}" is not valid`,
      )
    }
  })
})
