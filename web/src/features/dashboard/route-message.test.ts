import { describe, expect, test } from "vitest"
import { loadAllLocales } from "../../i18n/i18n-util.sync.ts"
import { i18nObject } from "../../i18n/i18n-util.ts"
import { routeMessage } from "./route-message.ts"

loadAllLocales()
const en = i18nObject("en")
const fr = i18nObject("fr")

describe("the dashboard's message parameter", () => {
  test("shows an alert key in the customer's language, successes at priority 4", () => {
    expect(routeMessage(en, "alerts.passwordChangeSuccess")).toEqual({
      priority: 4,
      text: "Password updated successfully!",
    })
    expect(routeMessage(fr, "alerts.updated")?.priority).toBe(4)
    expect(routeMessage(en, "alerts.error")).toEqual({
      priority: 1,
      text: "Something went wrong. Please try again",
    })
    expect(routeMessage(en, "manualPay")?.text).toBe("Switched to Manual Payment")
  })

  test("ignores anything that is not one of the alert keys", () => {
    expect(routeMessage(en, "Your account is closed, call 555-0100")).toBeUndefined()
    expect(routeMessage(en, "alerts.region")).toBeUndefined()
    expect(routeMessage(en, "alerts.priority")).toBeUndefined()
    expect(routeMessage(en, "alerts.toString")).toBeUndefined()
    expect(routeMessage(en, "alerts.")).toBeUndefined()
  })
})
