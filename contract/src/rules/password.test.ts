import { describe, expect, test } from "vitest"
import { newPasswordForm } from "../forms/password.ts"
import { registrationSetupForm } from "../forms/registration.ts"
import { fieldMessages } from "./messages.ts"
import { avoidsPersonalDetails, isStrongPassword, newPasswordField, type PasswordOwner } from "./password.ts"
import { fieldProblems, firstProblemKey } from "./problems.ts"

const strict = { additionalPasswordReqs: true, passwordCharsToMatch: 6 }
const lenient = { additionalPasswordReqs: false, passwordCharsToMatch: 6 }

const owner: PasswordOwner = {
  username: "skyline42",
  firstName: "Olivia",
  lastName: "Okafor",
  companyName: "Northwind",
}

/** Every run of `length` consecutive characters of `text`. */
const runsOf = (text: string, length: number): ReadonlyArray<string> =>
  Array.from({ length: text.length - length + 1 }, (_, start) => text.slice(start, start + length))

const pathsAndKeys = (problems: ReadonlyArray<{ readonly path: string; readonly key: string }>) =>
  problems.map(({ path, key }) => ({ path, key }))

describe("isStrongPassword", () => {
  test("Sunrise2026! is accepted", () => {
    expect(isStrongPassword("Sunrise2026!")).toBe(true)
  })

  test("eight characters are enough, seven are not", () => {
    expect(isStrongPassword("Abcdef12")).toBe(true)
    expect(isStrongPassword("Abcde12")).toBe(false)
  })

  test.each([
    ["a lowercase letter", "SUNRISE2026!"],
    ["an uppercase letter", "sunrise2026!"],
    ["a digit", "Sunrise!Sunset"],
  ])("a password without %s is rejected", (_missing, password) => {
    expect(isStrongPassword(password)).toBe(false)
  })

  test.each(["Sunrise 2026!", " Sunrise2026!", "Sunrise2026! ", "Sunrise\t2026!", "Sunrise\n2026!"])(
    "whitespace is rejected: %j",
    (password) => {
      expect(isStrongPassword(password)).toBe(false)
    },
  )

  test("common punctuation is allowed", () => {
    expect(isStrongPassword("Aa1!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")).toBe(true)
  })

  test("the empty string is rejected", () => {
    expect(isStrongPassword("")).toBe(false)
  })
})

describe("avoidsPersonalDetails", () => {
  test.each([
    ["the first name", "xxOliviaxx"],
    ["the first name in upper case", "XXOLIVIAXX"],
    ["the last name", "okafor123"],
    ["the last name in mixed case", "1oKaFoR2"],
    ["the company name", "NorthWind9"],
    ["the company name in lower case", "9northwind"],
  ])("a password containing %s is rejected", (_what, password) => {
    expect(avoidsPersonalDetails(password, strict, owner)).toBe(false)
  })

  test("each run of 6 consecutive username characters is rejected, in any case", () => {
    const runs = runsOf(owner.username, 6)
    expect(runs).toEqual(["skylin", "kyline", "yline4", "line42"])
    for (const run of runs) {
      expect(avoidsPersonalDetails(`Zz9${run}`, strict, owner)).toBe(false)
      expect(avoidsPersonalDetails(`Zz9${run.toUpperCase()}`, strict, owner)).toBe(false)
    }
  })

  test("a password containing the whole username is rejected", () => {
    expect(avoidsPersonalDetails("AaSkyline42!", strict, owner)).toBe(false)
  })

  test("each run of 5 consecutive username characters passes", () => {
    for (const run of runsOf(owner.username, 5)) {
      expect(avoidsPersonalDetails(`Zz9${run}`, strict, owner)).toBe(true)
    }
  })

  test("a username shorter than the run length gives no runs", () => {
    expect(avoidsPersonalDetails("abcdeXyz9", strict, { username: "abcde" })).toBe(true)
  })

  test("the run length comes from passwordCharsToMatch", () => {
    const five = { additionalPasswordReqs: true, passwordCharsToMatch: 5 }
    expect(avoidsPersonalDetails("Zz9kylin", five, owner)).toBe(false)
    expect(avoidsPersonalDetails("Zz9kyli", five, owner)).toBe(true)
  })

  test("missing or empty names are not matched", () => {
    expect(avoidsPersonalDetails("Sunrise2026!", strict, { username: "skyline42" })).toBe(true)
    expect(
      avoidsPersonalDetails("Sunrise2026!", strict, {
        username: "skyline42",
        firstName: "",
        lastName: "",
        companyName: "",
      }),
    ).toBe(true)
    expect(avoidsPersonalDetails("Sunrise2026!", strict, { username: "skyline42", companyName: "   " })).toBe(
      true,
    )
  })

  test("a password unrelated to the owner passes", () => {
    expect(avoidsPersonalDetails("Sunrise2026!", strict, owner)).toBe(true)
  })

  test("without additionalPasswordReqs, names and username runs pass", () => {
    expect(avoidsPersonalDetails("xxOliviaxx", lenient, owner)).toBe(true)
    expect(avoidsPersonalDetails("OKAFOR123", lenient, owner)).toBe(true)
    expect(avoidsPersonalDetails("NorthWind9", lenient, owner)).toBe(true)
    expect(avoidsPersonalDetails("Zz9kyline", lenient, owner)).toBe(true)
  })
})

describe("newPasswordField", () => {
  const field = newPasswordField(strict, owner, "passwordReset.fieldPassword")
  const lenientField = newPasswordField(lenient, owner, "passwordReset.fieldPassword")

  test("a strong password passes", () => {
    expect(fieldProblems(field)("Sunrise2026!")).toEqual([])
  })

  test.each(["Sunris1", "sunrise2026!", "SUNRISE2026!", "Sunrise!!", "Sunrise 2026!"])(
    "a weak password %j gives the strength key",
    (password) => {
      expect(fieldProblems(field)(password)).toEqual([
        {
          path: "",
          key: "passwordReset.fieldPassword",
          text: fieldMessages["passwordReset.fieldPassword"],
        },
      ])
    },
  )

  test("the strength key is the caller's", () => {
    expect(firstProblemKey(newPasswordField(strict, owner, "tooltips.password"))("weak")).toBe(
      "tooltips.password",
    )
  })

  test.each(["Olivia2026!", "OKAFOR2026a", "northWIND26", "Zz9Kyline", "LINE42abcD"])(
    "with additionalPasswordReqs, %j gives register.fieldPasswordContainsName",
    (password) => {
      expect(isStrongPassword(password)).toBe(true)
      expect(firstProblemKey(field)(password)).toBe("register.fieldPasswordContainsName")
    },
  )

  test("with additionalPasswordReqs, 5 consecutive username characters pass", () => {
    expect(fieldProblems(field)("Zz9Kylin")).toEqual([])
    expect(fieldProblems(field)("Sky9Lin4x")).toEqual([])
  })

  test.each(["Olivia2026!", "OKAFOR2026a", "northWIND26", "Zz9Kyline", "LINE42abcD"])(
    "without additionalPasswordReqs, %j passes",
    (password) => {
      expect(fieldProblems(lenientField)(password)).toEqual([])
    },
  )

  test("required and at most 100 characters", () => {
    expect(firstProblemKey(field)("")).toBe("validation.fieldRequired")
    const hundred = `Aa1${"x".repeat(97)}`
    expect(hundred).toHaveLength(100)
    expect(fieldProblems(field)(hundred)).toEqual([])
    expect(firstProblemKey(field)(`${hundred}x`)).toBe("validation.fieldTooLong")
  })
})

describe("newPasswordForm", () => {
  const form = newPasswordForm(strict, owner)
  const check = (input: unknown) => pathsAndKeys(fieldProblems(form)(input))
  const valid = {
    currentPassword: "Sunrise2026!",
    newPassword: "Moonrise2027!",
    confirmPassword: "Moonrise2027!",
  }

  test("a valid change passes", () => {
    expect(check(valid)).toEqual([])
  })

  test("a mismatched re-entry gives passwordReset.fieldPasswordMismatch on confirmPassword", () => {
    expect(fieldProblems(form)({ ...valid, confirmPassword: "Moonrise2028!" })).toEqual([
      {
        path: "confirmPassword",
        key: "passwordReset.fieldPasswordMismatch",
        text: fieldMessages["passwordReset.fieldPasswordMismatch"],
      },
    ])
  })

  test("a re-entry differing only in case is a mismatch", () => {
    expect(check({ ...valid, confirmPassword: "moonrise2027!" })).toEqual([
      { path: "confirmPassword", key: "passwordReset.fieldPasswordMismatch" },
    ])
  })

  test("the same password as the current one gives passwordReset.fieldPasswordMustChange on newPassword", () => {
    expect(check({ ...valid, newPassword: "Sunrise2026!", confirmPassword: "Sunrise2026!" })).toEqual([
      { path: "newPassword", key: "passwordReset.fieldPasswordMustChange" },
    ])
  })

  test("all three empty give validation.fieldRequired each", () => {
    expect(check({ currentPassword: "", newPassword: "", confirmPassword: "" })).toEqual([
      { path: "currentPassword", key: "validation.fieldRequired" },
      { path: "newPassword", key: "validation.fieldRequired" },
      { path: "confirmPassword", key: "validation.fieldRequired" },
    ])
  })

  test("a weak new password gives passwordReset.fieldPassword", () => {
    expect(check({ ...valid, newPassword: "moonrise", confirmPassword: "moonrise" })).toEqual([
      { path: "newPassword", key: "passwordReset.fieldPassword" },
    ])
  })

  test("a new password containing the owner's name gives register.fieldPasswordContainsName", () => {
    expect(check({ ...valid, newPassword: "Okafor2027!", confirmPassword: "Okafor2027!" })).toEqual([
      { path: "newPassword", key: "register.fieldPasswordContainsName" },
    ])
    expect(
      pathsAndKeys(
        fieldProblems(newPasswordForm(lenient, owner))({
          ...valid,
          newPassword: "Okafor2027!",
          confirmPassword: "Okafor2027!",
        }),
      ),
    ).toEqual([])
  })

  test("the current password is only required and bounded, not checked for strength", () => {
    expect(check({ ...valid, currentPassword: "old" })).toEqual([])
    expect(check({ ...valid, currentPassword: "x".repeat(101) })).toEqual([
      { path: "currentPassword", key: "validation.fieldTooLong" },
    ])
  })
})

describe("registrationSetupForm", () => {
  const settings = { requireEmailUsername: false, ...strict }
  const names = { firstName: "Olivia", lastName: "Okafor", companyName: "" }
  const form = registrationSetupForm(settings, names)
  const check = (input: unknown) => pathsAndKeys(fieldProblems(form)(input))
  const setup = {
    username: "skyline42",
    password: "Lakeside2026!",
    confirmPassword: "Lakeside2026!",
    securityQuestionID: 1,
    securityQuestionAnswer: "Blue",
    email: "olivia@example.com",
    termsAgree: true,
    privacyAgree: true,
    notificationsOptIn: false,
  }

  test("a valid setup passes", () => {
    expect(check(setup)).toEqual([])
  })

  test("a weak password gives tooltips.password on password", () => {
    expect(fieldProblems(form)({ ...setup, password: "lakeside", confirmPassword: "lakeside" })).toEqual([
      { path: "password", key: "tooltips.password", text: fieldMessages["tooltips.password"] },
    ])
    expect(check({ ...setup, password: "Lake1", confirmPassword: "Lake1" })).toEqual([
      { path: "password", key: "tooltips.password" },
    ])
  })

  test("an empty password is required", () => {
    const problems = check({ ...setup, password: "", confirmPassword: "" })
    expect(problems).toHaveLength(2)
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: "password", key: "validation.fieldRequired" },
        { path: "confirmPassword", key: "validation.fieldRequired" },
      ]),
    )
  })

  // The password is checked in the form-level filter (it needs the typed username), which only runs
  // once every field passes; a failing password must still be reported beside other failing fields.
  test("a weak password is reported even when another field fails too", () => {
    const problems = check({ ...setup, password: "lakeside", confirmPassword: "lakeside", termsAgree: false })
    expect(problems).toHaveLength(2)
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: "password", key: "tooltips.password" },
        { path: "termsAgree", key: "register.fieldTermsAgree" },
      ]),
    )
  })

  test("a password containing a run of the typed username gives register.fieldPasswordContainsName", () => {
    expect(check({ ...setup, password: "Zz9Kyline", confirmPassword: "Zz9Kyline" })).toEqual([
      { path: "password", key: "register.fieldPasswordContainsName" },
    ])
    expect(
      check({ ...setup, username: "harbour77", password: "Zz9Kyline", confirmPassword: "Zz9Kyline" }),
    ).toEqual([])
  })

  test("a password containing the owner's name gives register.fieldPasswordContainsName", () => {
    expect(check({ ...setup, password: "Olivia2026!", confirmPassword: "Olivia2026!" })).toEqual([
      { path: "password", key: "register.fieldPasswordContainsName" },
    ])
  })

  test("a mismatched confirmation gives passwordReset.fieldPasswordMismatch", () => {
    expect(check({ ...setup, confirmPassword: "Lakeside2027!" })).toEqual([
      { path: "confirmPassword", key: "passwordReset.fieldPasswordMismatch" },
    ])
  })

  test("a 5-character username gives register.fieldUsernameLength", () => {
    expect(check({ ...setup, username: "olivi" })).toEqual([
      { path: "username", key: "register.fieldUsernameLength" },
    ])
  })

  test("a non-e-mail username gives register.fieldEmail when requireEmailUsername", () => {
    const emailForm = registrationSetupForm({ ...settings, requireEmailUsername: true }, names)
    expect(pathsAndKeys(fieldProblems(emailForm)(setup))).toEqual([
      { path: "username", key: "register.fieldEmail" },
    ])
    expect(pathsAndKeys(fieldProblems(emailForm)({ ...setup, username: "sky@example.com" }))).toEqual([])
  })

  test("unticked terms give register.fieldTermsAgree", () => {
    expect(check({ ...setup, termsAgree: false })).toEqual([
      { path: "termsAgree", key: "register.fieldTermsAgree" },
    ])
  })

  test("unticked privacy gives register.fieldPrivacyAgree", () => {
    expect(check({ ...setup, privacyAgree: false })).toEqual([
      { path: "privacyAgree", key: "register.fieldPrivacyAgree" },
    ])
  })

  test("no security question gives register.fieldSecurityQuestion", () => {
    expect(check({ ...setup, securityQuestionID: null })).toEqual([
      { path: "securityQuestionID", key: "register.fieldSecurityQuestion" },
    ])
  })

  test("the security answer is required, has no symbols and is at most 100 characters", () => {
    expect(check({ ...setup, securityQuestionAnswer: "" })).toEqual([
      { path: "securityQuestionAnswer", key: "validation.fieldRequired" },
    ])
    expect(check({ ...setup, securityQuestionAnswer: "<b>" })).toEqual([
      { path: "securityQuestionAnswer", key: "register.fieldNoSymbols" },
    ])
    expect(check({ ...setup, securityQuestionAnswer: "a".repeat(100) })).toEqual([])
    expect(check({ ...setup, securityQuestionAnswer: "a".repeat(101) })).toEqual([
      { path: "securityQuestionAnswer", key: "validation.fieldTooLong" },
    ])
  })

  test("the e-mail must be valid and at most 100 characters", () => {
    expect(check({ ...setup, email: "olivia@" })).toEqual([{ path: "email", key: "register.fieldEmail" }])
    expect(check({ ...setup, email: "" })).toEqual([{ path: "email", key: "validation.fieldRequired" }])
    const hundred = `${"o".repeat(88)}@example.com`
    expect(hundred).toHaveLength(100)
    expect(check({ ...setup, email: hundred })).toEqual([])
    expect(check({ ...setup, email: `o${hundred}` })).toEqual([
      { path: "email", key: "validation.fieldTooLong" },
    ])
  })
})
