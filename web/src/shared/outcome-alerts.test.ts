import { describe, expect, test } from "vitest"
import { loadAllLocales } from "../i18n/i18n-util.sync.ts"
import { i18nObject } from "../i18n/i18n-util.ts"
import {
  alertFor,
  alertPriorities,
  type Flow,
  type FlowOutcomes,
  isAlertKey,
  outcomeAlert,
  outcomeAlerts,
} from "./outcome-alerts.ts"

loadAllLocales()
const en = i18nObject("en")
const fr = i18nObject("fr")

/**
 * One flow's lines of the spec's alert table (§8): what each outcome but a failure (tested for every flow
 * below) tells the customer, in English. The type asks for every such outcome, so none is left out.
 */
const specLines = <F extends Flow>(
  flow: F,
  texts: Readonly<Record<Exclude<FlowOutcomes[F], "failed">, string>>,
) =>
  // Object.keys names only the record's own keys, which its type says are the flow's outcomes.
  (Object.keys(texts) as Array<Exclude<FlowOutcomes[F], "failed">>).map((outcome) => ({
    name: `${flow} ${outcome}`,
    text: texts[outcome],
    shown: () => outcomeAlert(en, flow, outcome),
  }))

const specTable = [
  ...specLines("signIn", {
    invalid: "Your credentials are invalid or expired. Please try again.",
    locked:
      "Due to failed sign in attempts, your account has been disabled. Please use the forgot password process to reset your account.",
  }),
  // No account, one that may not pay online, or identifiers the server rejects: all "Account not found".
  ...specLines("quickPayFindAccount", {
    notFound: "Account not found",
    ePayProhibited: "Account not found",
    invalid: "Account not found",
  }),
  ...specLines("passwordResetFindAccount", { invalid: "Account not found" }),
  ...specLines("passwordResetSendEmail", { invalid: "Answer is incorrect" }),
  ...specLines("passwordChange", {
    success: "Password updated successfully!",
    invalid: "Current password is incorrect",
  }),
  ...specLines("registrationLookup", {
    invalid: "Registration failed - account not found",
    inactive: "Account is inactive",
    registered: "Account already registered",
  }),
  ...specLines("registrationSave", { username: "Registration failed - username is already in use" }),
  ...specLines("profileSave", {
    success: "Update successful!",
    username: "Update failed - username is already in use",
  }),
  ...specLines("autopaySave", {
    debitSaved: "Auto Pay Confirmed",
    manualSaved: "Switched to Manual Payment",
  }),
  ...specLines("eBillSave", { success: "Update successful!" }),
]

/** Sign-in and registration say which step failed; every other flow's failure is the generic error. */
const failureText = (flow: string) =>
  flow === "signIn"
    ? "Sign In failed"
    : flow === "registrationLookup" || flow === "registrationSave"
      ? "Registration failed"
      : "Something went wrong. Please try again"

describe("the outcome → alert table (spec §8)", () => {
  test.each(specTable)("$name: $text", ({ text, shown }) => {
    expect(shown().text).toBe(text)
  })

  test.each(
    Object.entries(outcomeAlerts).flatMap(([flow, alerts]) =>
      "failed" in alerts ? [{ flow, key: alerts.failed }] : [],
    ),
  )("$flow failed: the flow's failure text, an error (priority 1)", ({ flow, key }) => {
    expect(alertFor(en, key)).toEqual({ priority: 1, text: failureText(flow) })
  })

  test("successes are priority 4, the portal's own warnings 2, everything else priority 1", () => {
    const keysAt = (wanted: number) =>
      Object.entries(alertPriorities)
        .filter(([, priority]) => priority === wanted)
        .map(([key]) => key)
        .sort()
    expect(keysAt(4)).toEqual(["autopayConfirmed", "manualPay", "passwordChangeSuccess", "updated"])
    // Not the spec's (§8): back from the card page with nothing paid, or no receipt to show.
    expect(keysAt(2)).toEqual(["autopayNotChanged", "paymentCancelled", "receiptUnavailable"])
    expect(Object.values(alertPriorities).every((priority) => [1, 2, 4].includes(priority))).toBe(true)
  })

  test("every key of the table has a text in both languages", () => {
    for (const key of Object.keys(alertPriorities)) {
      if (!isAlertKey(key)) throw new Error(key)
      expect(alertFor(en, key).text, key).not.toBe("")
      expect(alertFor(fr, key).text, key).not.toBe("")
      expect(alertFor(fr, key).text, key).not.toBe(alertFor(en, key).text)
    }
  })
})
