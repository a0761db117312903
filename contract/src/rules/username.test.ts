import { describe, expect, test } from "vitest"
import { findMyBillForm, securityAnswerForm } from "../forms/find-my-bill.ts"
import { profileForm } from "../forms/profile.ts"
import {
  emailFromUsername,
  type RegistrationLookupSettings,
  registrationLookupForm,
} from "../forms/registration.ts"
import { signInForm } from "../forms/sign-in.ts"
import { emailField, isEmail } from "./email.ts"
import { fieldMessages } from "./messages.ts"
import { type FieldProblem, fieldProblems, firstProblemKey } from "./problems.ts"
import { signInUsernameField, usernameField } from "./username.ts"

const pathsAndKeys = (problems: ReadonlyArray<FieldProblem>) =>
  problems.map(({ path, key }) => ({ path, key }))

const noEmail = { requireEmailUsername: false }
const emailRequired = { requireEmailUsername: true }

/** A valid e-mail address of exactly `length` characters. */
const emailOfLength = (length: number): string => `${"u".repeat(length - "@example.com".length)}@example.com`

describe("usernameField", () => {
  const profile = usernameField(noEmail, "profile")
  const registration = usernameField(noEmail, "registration")

  test("six characters are enough", () => {
    expect(fieldProblems(profile)("olivia")).toEqual([])
    expect(fieldProblems(registration)("olivia")).toEqual([])
  })

  test("five characters are too short, with each screen's key", () => {
    expect(fieldProblems(profile)("olivi")).toEqual([
      { path: "", key: "account.fieldUsernameLength", text: fieldMessages["account.fieldUsernameLength"] },
    ])
    expect(fieldProblems(registration)("olivi")).toEqual([
      {
        path: "",
        key: "register.fieldUsernameLength",
        text: fieldMessages["register.fieldUsernameLength"],
      },
    ])
    expect(firstProblemKey(profile)("a")).toBe("account.fieldUsernameLength")
  })

  test("empty is required", () => {
    expect(firstProblemKey(profile)("")).toBe("validation.fieldRequired")
    expect(firstProblemKey(registration)("")).toBe("validation.fieldRequired")
  })

  test("200 characters pass, 201 are too long", () => {
    expect(fieldProblems(profile)("u".repeat(200))).toEqual([])
    expect(firstProblemKey(profile)("u".repeat(201))).toBe("validation.fieldTooLong")
    expect(firstProblemKey(registration)("u".repeat(201))).toBe("validation.fieldTooLong")
  })

  test.each([
    "olivia{",
    "oli<via>",
    "olivia#1",
    "olivia$",
    "olivia%",
    "olivia;",
    'oli"via',
    "oli|via",
    "[olivia]",
  ])("%j gives register.fieldNoSymbols", (username) => {
    expect(firstProblemKey(profile)(username)).toBe("register.fieldNoSymbols")
    expect(firstProblemKey(registration)(username)).toBe("register.fieldNoSymbols")
  })

  test("control characters and the word null give register.fieldNoSymbols", () => {
    expect(firstProblemKey(profile)("olivia\tokafor")).toBe("register.fieldNoSymbols")
    expect(firstProblemKey(profile)("null user")).toBe("register.fieldNoSymbols")
    expect(fieldProblems(profile)("annulled")).toEqual([])
  })

  test("without requireEmailUsername, any username without symbols passes", () => {
    expect(fieldProblems(profile)("olivia.okafor")).toEqual([])
    expect(fieldProblems(registration)("olivia.okafor")).toEqual([])
    expect(fieldProblems(registration)("olivia@example.com")).toEqual([])
  })

  test("with requireEmailUsername, the username must be an e-mail address", () => {
    for (const screen of ["profile", "registration"] as const) {
      const field = usernameField(emailRequired, screen)
      expect(firstProblemKey(field)("olivia.okafor")).toBe("register.fieldEmail")
      expect(firstProblemKey(field)("olivia@")).toBe("register.fieldEmail")
      expect(fieldProblems(field)("olivia@example.com")).toEqual([])
    }
  })

  test("with requireEmailUsername, a 200-character address passes and a 201-character one does not", () => {
    const field = usernameField(emailRequired, "profile")
    expect(fieldProblems(field)(emailOfLength(200))).toEqual([])
    expect(firstProblemKey(field)(emailOfLength(201))).toBe("validation.fieldTooLong")
  })
})

describe("signInUsernameField", () => {
  test("no minimum length to sign in", () => {
    expect(fieldProblems(signInUsernameField)("olivi")).toEqual([])
    expect(fieldProblems(signInUsernameField)("o")).toEqual([])
  })

  test("required, at most 200, no symbols", () => {
    expect(firstProblemKey(signInUsernameField)("")).toBe("validation.fieldRequired")
    expect(fieldProblems(signInUsernameField)("u".repeat(200))).toEqual([])
    expect(firstProblemKey(signInUsernameField)("u".repeat(201))).toBe("validation.fieldTooLong")
    expect(firstProblemKey(signInUsernameField)("alice{")).toBe("register.fieldNoSymbols")
    expect(firstProblemKey(signInUsernameField)("NULL")).toBe("register.fieldNoSymbols")
  })

  test("an e-mail is not required", () => {
    expect(fieldProblems(signInUsernameField)("olivia.okafor")).toEqual([])
  })
})

describe("isEmail", () => {
  test.each([
    "olivia@example.com",
    "o@b.co",
    "olivia.okafor@mail.example.ca",
    "olivia+bills@example.com",
    "o'brien@example.com",
    "first_last-1@my-domain.org",
  ])("%j is an e-mail address", (text) => {
    expect(isEmail(text)).toBe(true)
  })

  test.each([
    "",
    "olivia",
    "olivia@",
    "@example.com",
    "olivia@example",
    "olivia@example.c",
    "olivia example@example.com",
    "olivia@@example.com",
    "olivia@exa mple.com",
    ".olivia@example.com",
    "olivia.@example.com",
    "olivia..okafor@example.com",
    "olivia@example..com",
    "olivia@example.com.",
  ])("%j is not an e-mail address", (text) => {
    expect(isEmail(text)).toBe(false)
  })
})

describe("emailField", () => {
  const field = emailField("account.fieldEmail")

  test("a valid address passes", () => {
    expect(fieldProblems(field)("olivia@example.com")).toEqual([])
  })

  test("an invalid address fails with the given key", () => {
    expect(fieldProblems(field)("olivia@")).toEqual([
      { path: "", key: "account.fieldEmail", text: fieldMessages["account.fieldEmail"] },
    ])
    expect(firstProblemKey(emailField("register.fieldEmail"))("olivia@")).toBe("register.fieldEmail")
  })

  test("required", () => {
    expect(firstProblemKey(field)("")).toBe("validation.fieldRequired")
  })

  test("100 characters pass, 101 are too long", () => {
    expect(emailOfLength(100)).toHaveLength(100)
    expect(fieldProblems(field)(emailOfLength(100))).toEqual([])
    expect(firstProblemKey(field)(emailOfLength(101))).toBe("validation.fieldTooLong")
  })
})

describe("profileForm", () => {
  const valid = {
    username: "olivia.okafor",
    notificationEmailAddress: "olivia@example.com",
    securityQuestionID: 1,
    securityQuestionAnswer: "Biscuit",
    prefLanguageCode: "en",
    billGroupID: 1,
  }
  const check = (input: unknown) => pathsAndKeys(fieldProblems(profileForm(noEmail, 1))(input))

  test("a valid profile passes", () => {
    expect(check(valid)).toEqual([])
  })

  test("the answer may stay empty for the saved question, not for a new one", () => {
    expect(check({ ...valid, securityQuestionAnswer: "" })).toEqual([])
    expect(check({ ...valid, securityQuestionID: 2, securityQuestionAnswer: " " })).toEqual([
      { path: "securityQuestionAnswer", key: "validation.fieldRequired" },
    ])
    expect(check({ ...valid, securityQuestionID: 2, securityQuestionAnswer: "Oak Street" })).toEqual([])
  })

  test("a 5-character username gives account.fieldUsernameLength", () => {
    expect(check({ ...valid, username: "olivi" })).toEqual([
      { path: "username", key: "account.fieldUsernameLength" },
    ])
  })

  test("username length 200 passes, 201 is too long", () => {
    expect(check({ ...valid, username: "u".repeat(200) })).toEqual([])
    expect(check({ ...valid, username: "u".repeat(201) })).toEqual([
      { path: "username", key: "validation.fieldTooLong" },
    ])
  })

  test("a username with a symbol gives register.fieldNoSymbols", () => {
    expect(check({ ...valid, username: "olivia;okafor" })).toEqual([
      { path: "username", key: "register.fieldNoSymbols" },
    ])
  })

  test("the username must be an e-mail only when requireEmailUsername", () => {
    expect(pathsAndKeys(fieldProblems(profileForm(emailRequired, 1))(valid))).toEqual([
      { path: "username", key: "register.fieldEmail" },
    ])
    expect(
      pathsAndKeys(
        fieldProblems(profileForm(emailRequired, 1))({ ...valid, username: "olivia@example.com" }),
      ),
    ).toEqual([])
  })

  test("the notification e-mail must be valid: account.fieldEmail", () => {
    expect(check({ ...valid, notificationEmailAddress: "olivia@example" })).toEqual([
      { path: "notificationEmailAddress", key: "account.fieldEmail" },
    ])
    expect(check({ ...valid, notificationEmailAddress: "" })).toEqual([
      { path: "notificationEmailAddress", key: "validation.fieldRequired" },
    ])
  })

  test("the notification e-mail is at most 100 characters", () => {
    expect(check({ ...valid, notificationEmailAddress: emailOfLength(100) })).toEqual([])
    expect(check({ ...valid, notificationEmailAddress: emailOfLength(101) })).toEqual([
      { path: "notificationEmailAddress", key: "validation.fieldTooLong" },
    ])
  })

  test("the security answer is required for a new question, at most 100, without symbols", () => {
    expect(check({ ...valid, securityQuestionID: 2, securityQuestionAnswer: "" })).toEqual([
      { path: "securityQuestionAnswer", key: "validation.fieldRequired" },
    ])
    expect(check({ ...valid, securityQuestionAnswer: "a".repeat(100) })).toEqual([])
    expect(check({ ...valid, securityQuestionAnswer: "a".repeat(101) })).toEqual([
      { path: "securityQuestionAnswer", key: "validation.fieldTooLong" },
    ])
    expect(check({ ...valid, securityQuestionAnswer: "50%" })).toEqual([
      { path: "securityQuestionAnswer", key: "register.fieldNoSymbols" },
    ])
  })

  test("several failing fields are each reported once", () => {
    expect(
      check({
        ...valid,
        username: "olivi",
        notificationEmailAddress: "x",
        securityQuestionAnswer: "a".repeat(101),
      }),
    ).toEqual([
      { path: "username", key: "account.fieldUsernameLength" },
      { path: "notificationEmailAddress", key: "account.fieldEmail" },
      { path: "securityQuestionAnswer", key: "validation.fieldTooLong" },
    ])
  })
})

describe("findMyBillForm", () => {
  const valid = { accountNumber: "1002003001", serviceID: "TEL-5550101" }
  const check = (input: unknown) => pathsAndKeys(fieldProblems(findMyBillForm)(input))

  test("a valid search passes", () => {
    expect(check(valid)).toEqual([])
  })

  test("a non-numeric account number gives autopay.fieldNumericAccount", () => {
    expect(fieldProblems(findMyBillForm)({ ...valid, accountNumber: "10020O3001" })).toEqual([
      {
        path: "accountNumber",
        key: "autopay.fieldNumericAccount",
        text: fieldMessages["autopay.fieldNumericAccount"],
      },
    ])
    expect(check({ ...valid, accountNumber: "1002-003" })).toEqual([
      { path: "accountNumber", key: "autopay.fieldNumericAccount" },
    ])
  })

  test("the account number is at most 30 digits", () => {
    expect(check({ ...valid, accountNumber: "1".repeat(30) })).toEqual([])
    expect(check({ ...valid, accountNumber: "1".repeat(31) })).toEqual([
      { path: "accountNumber", key: "validation.fieldTooLong" },
    ])
  })

  test("service ID TEL-5550101 passes and TEL 555 gives register.fieldValidServiceId", () => {
    expect(check({ ...valid, serviceID: "TEL-5550101" })).toEqual([])
    expect(check({ ...valid, serviceID: "TEL 555" })).toEqual([
      { path: "serviceID", key: "register.fieldValidServiceId" },
    ])
    expect(check({ ...valid, serviceID: "TEL#555" })).toEqual([
      { path: "serviceID", key: "register.fieldValidServiceId" },
    ])
  })

  test("the service ID is at most 30 characters", () => {
    expect(check({ ...valid, serviceID: "A".repeat(30) })).toEqual([])
    expect(check({ ...valid, serviceID: "A".repeat(31) })).toEqual([
      { path: "serviceID", key: "validation.fieldTooLong" },
    ])
  })

  test("both must be filled", () => {
    expect(check({ accountNumber: "", serviceID: "" })).toEqual([
      { path: "accountNumber", key: "validation.fieldRequired" },
      { path: "serviceID", key: "validation.fieldRequired" },
    ])
    expect(check({})).toEqual([
      { path: "accountNumber", key: "validation.fieldRequired" },
      { path: "serviceID", key: "validation.fieldRequired" },
    ])
  })
})

describe("securityAnswerForm", () => {
  const check = (input: unknown) => pathsAndKeys(fieldProblems(securityAnswerForm)(input))

  test("an answer passes", () => {
    expect(check({ securityAnswerText: "Biscuit the dog" })).toEqual([])
  })

  test("required", () => {
    expect(check({ securityAnswerText: "" })).toEqual([
      { path: "securityAnswerText", key: "validation.fieldRequired" },
    ])
    expect(check({ securityAnswerText: "  " })).toEqual([
      { path: "securityAnswerText", key: "validation.fieldRequired" },
    ])
  })

  test("100 characters pass, 101 are too long", () => {
    expect(check({ securityAnswerText: "a".repeat(100) })).toEqual([])
    expect(check({ securityAnswerText: "a".repeat(101) })).toEqual([
      { path: "securityAnswerText", key: "validation.fieldTooLong" },
    ])
  })

  test.each(["a{b", "a<b>", "#1", "a;b", 'say "hi"', "a|b", "[a]", "a\u0000b", "null", "Is NULL"])(
    "%j gives register.fieldNoSymbols",
    (securityAnswerText) => {
      expect(check({ securityAnswerText })).toEqual([
        { path: "securityAnswerText", key: "register.fieldNoSymbols" },
      ])
    },
  )
})

describe("registrationLookupForm", () => {
  const plain: RegistrationLookupSettings = { useLastStatementBalance: false, useOldStatementBalance: false }
  const lastBalance: RegistrationLookupSettings = {
    useLastStatementBalance: true,
    useOldStatementBalance: false,
  }
  const oldBalance: RegistrationLookupSettings = {
    useLastStatementBalance: false,
    useOldStatementBalance: true,
  }
  const valid = {
    accountNumber: "1002003090",
    companyAccount: false,
    accountName: "Okafor",
    lastStatementBalance: "45.00",
    statementDate: "",
    statementBalance: "",
    serviceId: "TEL-5550190",
  }
  const check = (settings: RegistrationLookupSettings) => (input: unknown) =>
    pathsAndKeys(fieldProblems(registrationLookupForm(settings))(input))

  test("a valid lookup passes", () => {
    expect(check(plain)(valid)).toEqual([])
    expect(check(lastBalance)(valid)).toEqual([])
    expect(check(oldBalance)(valid)).toEqual([])
  })

  test("a non-numeric account number gives register.fieldNumeric", () => {
    expect(fieldProblems(registrationLookupForm(plain))({ ...valid, accountNumber: "12a" })).toEqual([
      { path: "accountNumber", key: "register.fieldNumeric", text: fieldMessages["register.fieldNumeric"] },
    ])
  })

  test("the account number is required and at most 30 digits", () => {
    expect(check(plain)({ ...valid, accountNumber: "" })).toEqual([
      { path: "accountNumber", key: "validation.fieldRequired" },
    ])
    expect(check(plain)({ ...valid, accountNumber: "9".repeat(30) })).toEqual([])
    expect(check(plain)({ ...valid, accountNumber: "9".repeat(31) })).toEqual([
      { path: "accountNumber", key: "validation.fieldTooLong" },
    ])
  })

  test("the service ID must be valid and at most 30 characters", () => {
    expect(check(plain)({ ...valid, serviceId: "TEL 555" })).toEqual([
      { path: "serviceId", key: "register.fieldValidServiceId" },
    ])
    expect(check(plain)({ ...valid, serviceId: "T".repeat(30) })).toEqual([])
    expect(check(plain)({ ...valid, serviceId: "T".repeat(31) })).toEqual([
      { path: "serviceId", key: "validation.fieldTooLong" },
    ])
    expect(check(plain)({ ...valid, serviceId: "" })).toEqual([
      { path: "serviceId", key: "validation.fieldRequired" },
    ])
  })

  test("the name is at most 40 characters, for a person or a company", () => {
    expect(check(plain)({ ...valid, accountName: "N".repeat(40) })).toEqual([])
    expect(check(plain)({ ...valid, accountName: "N".repeat(41) })).toEqual([
      { path: "accountName", key: "validation.fieldTooLong" },
    ])
    expect(check(plain)({ ...valid, companyAccount: true, accountName: "N".repeat(41) })).toEqual([
      { path: "accountName", key: "validation.fieldTooLong" },
    ])
    expect(check(plain)({ ...valid, companyAccount: true, accountName: "Northwind Utilities" })).toEqual([])
  })

  test("the name has no symbols and is required", () => {
    expect(check(plain)({ ...valid, accountName: "O'Kafor & Sons" })).toEqual([])
    expect(check(plain)({ ...valid, accountName: "Okafor <Inc>" })).toEqual([
      { path: "accountName", key: "register.fieldNoSymbols" },
    ])
    expect(check(plain)({ ...valid, accountName: "" })).toEqual([
      { path: "accountName", key: "validation.fieldRequired" },
    ])
  })

  test.each(["12.345", "12.", ".5", "1,000", "-", "$45", "forty"])(
    "a last statement balance of %j gives register.fieldCurrency",
    (lastStatementBalance) => {
      expect(check(lastBalance)({ ...valid, lastStatementBalance })).toEqual([
        { path: "lastStatementBalance", key: "register.fieldCurrency" },
      ])
    },
  )

  test.each(["45", "45.5", "-12.50", "0.00"])(
    "a last statement balance of %j passes",
    (lastStatementBalance) => {
      expect(check(lastBalance)({ ...valid, lastStatementBalance })).toEqual([])
    },
  )

  test("the last statement balance is at most 20 characters", () => {
    expect(check(lastBalance)({ ...valid, lastStatementBalance: `${"1".repeat(17)}.00` })).toEqual([])
    expect(check(lastBalance)({ ...valid, lastStatementBalance: "1".repeat(21) })).toEqual([
      { path: "lastStatementBalance", key: "validation.fieldTooLong" },
    ])
  })

  test("an empty balance passes when no balance is asked for", () => {
    expect(check(plain)({ ...valid, lastStatementBalance: "" })).toEqual([])
  })

  describe("old statement-balance mode", () => {
    const withoutLast = { ...valid, lastStatementBalance: "" }

    test("the last balance alone is enough", () => {
      expect(check(oldBalance)({ ...withoutLast, lastStatementBalance: "45.00" })).toEqual([])
    })

    test("a statement date plus a statement balance is enough", () => {
      expect(
        check(oldBalance)({ ...withoutLast, statementDate: "10/15/2025", statementBalance: "38.20" }),
      ).toEqual([])
    })

    test("neither gives register.fieldStatementBalanceOrDate", () => {
      expect(fieldProblems(registrationLookupForm(oldBalance))(withoutLast)).toEqual([
        {
          path: "lastStatementBalance",
          key: "register.fieldStatementBalanceOrDate",
          text: fieldMessages["register.fieldStatementBalanceOrDate"],
        },
      ])
    })

    test("a statement date without its balance is not enough", () => {
      expect(check(oldBalance)({ ...withoutLast, statementDate: "10/15/2025" })).toEqual([
        { path: "lastStatementBalance", key: "register.fieldStatementBalanceOrDate" },
      ])
    })

    test("a statement balance without its date is not enough", () => {
      expect(check(oldBalance)({ ...withoutLast, statementBalance: "38.20" })).toEqual([
        { path: "lastStatementBalance", key: "register.fieldStatementBalanceOrDate" },
      ])
    })

    test.each(["13/45/2024", "02/29/2023", "2025-10-15", "10/15/25", "10/15-2025"])(
      "a malformed statement date %j gives register.fieldDate",
      (statementDate) => {
        expect(check(oldBalance)({ ...withoutLast, statementDate, statementBalance: "38.20" })).toEqual([
          { path: "statementDate", key: "register.fieldDate" },
        ])
      },
    )

    test("the statement balance must be currency", () => {
      expect(
        check(oldBalance)({ ...withoutLast, statementDate: "10/15/2025", statementBalance: "38.205" }),
      ).toEqual([{ path: "statementBalance", key: "register.fieldCurrency" }])
    })

    test("the statement balance is at most 20 characters", () => {
      expect(
        check(oldBalance)({ ...withoutLast, statementDate: "10/15/2025", statementBalance: "1".repeat(21) }),
      ).toEqual([{ path: "statementBalance", key: "validation.fieldTooLong" }])
    })
  })
})

describe("emailFromUsername", () => {
  test("fills an empty e-mail from an e-mail username when e-mail usernames are required", () => {
    expect(emailFromUsername(emailRequired, "olivia@example.com", "")).toBe("olivia@example.com")
  })

  test("keeps an e-mail already typed", () => {
    expect(emailFromUsername(emailRequired, "olivia@example.com", "other@example.com")).toBe(
      "other@example.com",
    )
  })

  test("does not fill from a username that is not an e-mail", () => {
    expect(emailFromUsername(emailRequired, "olivia.okafor", "")).toBe("")
    expect(emailFromUsername(emailRequired, "olivia@", "")).toBe("")
  })

  test("does nothing when e-mail usernames are not required", () => {
    expect(emailFromUsername(noEmail, "olivia@example.com", "")).toBe("")
    expect(emailFromUsername(noEmail, "olivia@example.com", "other@example.com")).toBe("other@example.com")
  })

  test("does not fill from an address longer than an e-mail may be", () => {
    expect(emailFromUsername(emailRequired, emailOfLength(101), "")).toBe("")
    expect(emailFromUsername(emailRequired, emailOfLength(100), "")).toBe(emailOfLength(100))
  })
})

describe("signInForm", () => {
  const check = (input: unknown) => pathsAndKeys(fieldProblems(signInForm)(input))

  test("a username and password pass", () => {
    expect(check({ username: "olivia", password: "x" })).toEqual([])
  })

  test("both are required", () => {
    expect(check({ username: "", password: "" })).toEqual([
      { path: "username", key: "validation.fieldRequired" },
      { path: "password", key: "validation.fieldRequired" },
    ])
  })

  test("the username is at most 200 characters, without symbols", () => {
    expect(check({ username: "u".repeat(200), password: "x" })).toEqual([])
    expect(check({ username: "u".repeat(201), password: "x" })).toEqual([
      { path: "username", key: "validation.fieldTooLong" },
    ])
    expect(check({ username: "olivia]", password: "x" })).toEqual([
      { path: "username", key: "register.fieldNoSymbols" },
    ])
  })

  test("the password is at most 100 characters and may contain symbols", () => {
    expect(check({ username: "olivia", password: "p".repeat(100) })).toEqual([])
    expect(check({ username: "olivia", password: "p".repeat(101) })).toEqual([
      { path: "password", key: "validation.fieldTooLong" },
    ])
    expect(check({ username: "olivia", password: 'P{a}s<s>#$%;"|[]1' })).toEqual([])
  })
})
