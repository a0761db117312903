import { describe, expect, test } from "vitest"
import { loadAllLocales } from "../i18n/i18n-util.sync.ts"
import { i18nObject } from "../i18n/i18n-util.ts"
import { alertFor, alertPriorities, isAlertKey, outcomeAlert, outcomeAlerts } from "./outcome-alerts.ts"

loadAllLocales()
const en = i18nObject("en")
const fr = i18nObject("fr")

describe("the outcome → alert table (spec §8)", () => {
  test("sign-in: invalid, locked and any other failure", () => {
    expect(outcomeAlerts.signIn).toEqual({
      invalid: "loginInvalid",
      locked: "loginLocked",
      failed: "loginFailed",
    })
    expect(outcomeAlert(en, "signIn", "locked")).toEqual({
      priority: 1,
      text: "Due to failed sign in attempts, your account has been disabled. Please use the forgot password process to reset your account.",
    })
  })

  test("quick pay and reset: null, isEPayProhibited or invalid is 'Account not found'; a failure is the generic error", () => {
    expect(outcomeAlerts.quickPayFindAccount).toEqual({
      notFound: "accountNotFound",
      ePayProhibited: "accountNotFound",
      invalid: "accountNotFound",
      failed: "error",
    })
    expect(outcomeAlerts.passwordResetFindAccount).toEqual({ invalid: "accountNotFound", failed: "error" })
    expect(outcomeAlert(en, "quickPayFindAccount", "ePayProhibited").text).toBe("Account not found")
    expect(outcomeAlert(en, "passwordResetFindAccount", "failed").text).toBe(
      "Something went wrong. Please try again",
    )
  })

  test("reset: a wrong security answer, a wrong current password, and the success passed to the dashboard", () => {
    expect(outcomeAlerts.passwordResetSendEmail.invalid).toBe("securityAnswerInvalid")
    expect(outcomeAlerts.passwordChange).toEqual({
      success: "passwordChangeSuccess",
      invalid: "currentPasswordInvalid",
      failed: "error",
    })
  })

  test("registration: inactive, registered, username and any other failure", () => {
    expect(outcomeAlerts.registrationLookup).toEqual({
      invalid: "registrationAccountNotFound",
      inactive: "accountInactive",
      registered: "accountAlreadyRegistered",
      failed: "registrationFailed",
    })
    expect(outcomeAlerts.registrationSave).toEqual({
      username: "registrationUsernameInUse",
      failed: "registrationFailed",
    })
  })

  test("profile, autopay and eBill saves", () => {
    expect(outcomeAlerts.profileSave).toEqual({
      success: "updated",
      username: "updateUsernameInUse",
      failed: "error",
    })
    expect(outcomeAlerts.autopaySave).toEqual({
      debitSaved: "autopayConfirmed",
      manualSaved: "manualPay",
      failed: "error",
    })
    expect(outcomeAlerts.eBillSave).toEqual({ success: "updated", failed: "error" })
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

  test("the English texts are the spec's (§8)", () => {
    const specTexts: Readonly<
      Record<
        Exclude<
          keyof typeof alertPriorities,
          "paymentCancelled" | "receiptUnavailable" | "autopayNotChanged"
        >,
        string
      >
    > = {
      error: "Something went wrong. Please try again",
      updated: "Update successful!",
      updateUsernameInUse: "Update failed - username is already in use",
      autopayConfirmed: "Auto Pay Confirmed",
      manualPay: "Switched to Manual Payment",
      loginInvalid: "Your credentials are invalid or expired. Please try again.",
      loginLocked:
        "Due to failed sign in attempts, your account has been disabled. Please use the forgot password process to reset your account.",
      loginFailed: "Sign In failed",
      accountNotFound: "Account not found",
      securityAnswerInvalid: "Answer is incorrect",
      currentPasswordInvalid: "Current password is incorrect",
      accountInactive: "Account is inactive",
      accountAlreadyRegistered: "Account already registered",
      registrationAccountNotFound: "Registration failed - account not found",
      registrationUsernameInUse: "Registration failed - username is already in use",
      registrationFailed: "Registration failed",
      passwordChangeSuccess: "Password updated successfully!",
    }
    for (const [key, text] of Object.entries(specTexts)) {
      if (!isAlertKey(key)) throw new Error(key)
      expect(alertFor(en, key).text).toBe(text)
    }
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
