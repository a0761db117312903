import { Result, Schema } from "effect"
import { expect, test } from "vitest"
import { checkConfig } from "../start-up/index.ts"
import { Config } from "./config.ts"

const kiosk = {
  enabled: true,
  idleSeconds: 90,
  allowedOrigins: ["https://portal.example", "https://pay.example:8443"],
  receiptPaperMm: 80,
  attractMessage: { en: "Pay your bill here", fr: "Payez votre facture ici" },
}
const config = (kioskSettings: unknown) => ({
  apiRoot: "/api",
  captchaKey: "k",
  captchaKeyV2: "k2",
  captchaEnterpriseURL: "",
  companyID: "aurora-telecom",
  kiosk: kioskSettings,
})

/** The contract's verdict, with its message when it refuses. */
const verdict = (value: unknown): string => {
  const decoded = Schema.decodeUnknownResult(Config)(value)
  return Result.isSuccess(decoded) ? "ok" : String(decoded.failure)
}

test("config.json carries the kiosk settings, and a web portal's config has none", () => {
  expect(verdict(config(kiosk))).toBe("ok")
  expect(verdict({ ...config(kiosk), kiosk: undefined })).not.toBe("ok")
  const { kiosk: _none, ...webPortal } = config(kiosk)
  expect(verdict(webPortal)).toBe("ok")
  expect(verdict(config({ ...kiosk, enabled: false }))).toBe("ok")
  expect(verdict(config({ ...kiosk, attractMessage: { en: "Touch to start" } }))).toBe("ok")
})

test("bad kiosk settings are refused with a message that says what is wanted", () => {
  const refusals: ReadonlyArray<readonly [string, unknown, string]> = [
    ["idle too short", { ...kiosk, idleSeconds: 5 }, "must be a whole number from 30 to 900"],
    ["idle not whole", { ...kiosk, idleSeconds: 90.5 }, "Expected an integer"],
    ["an origin with a path", { ...kiosk, allowedOrigins: ["https://portal.example/pay"] }, "no path"],
    ["a wildcard origin", { ...kiosk, allowedOrigins: ["https://*.example"] }, "must be an origin"],
    ["no origin", { ...kiosk, allowedOrigins: [] }, "at least the portal's own origin"],
    ["paper of another width", { ...kiosk, receiptPaperMm: 110 }, "Expected 58 | 80"],
    ["an empty attract line", { ...kiosk, attractMessage: { en: "" } }, "must not be empty"],
    ["no English attract line", { ...kiosk, attractMessage: { fr: "Bonjour" } }, "en"],
  ]
  for (const [what, settings, message] of refusals) {
    expect(verdict(config(settings)), what).toContain(message)
  }
})

test("the start-up checker (no Effect) gives the contract's verdicts on kiosk settings", () => {
  expect(checkConfig(config(kiosk))._tag).toBe("success")
  for (const settings of [
    { ...kiosk, idleSeconds: 5 },
    { ...kiosk, allowedOrigins: ["https://portal.example/pay"] },
    { ...kiosk, allowedOrigins: [] },
    { ...kiosk, receiptPaperMm: 110 },
    { ...kiosk, attractMessage: { en: "" } },
    { ...kiosk, enabled: "yes" },
  ]) {
    expect(checkConfig(config(settings))._tag, JSON.stringify(settings)).not.toBe("success")
  }
})
