import { describe, expect, test } from "vitest"
import { PaymentMethodUpdate } from "../entities/payment.ts"
import { dateSearchForm } from "../forms/date-search.ts"
import { autopayTermsForm, directDebitForm } from "../forms/direct-debit.ts"
import { findMyBillForm } from "../forms/find-my-bill.ts"
import { newPasswordForm } from "../forms/password.ts"
import { profileForm } from "../forms/profile.ts"
import { registrationLookupForm, registrationSetupForm } from "../forms/registration.ts"
import { signInForm } from "../forms/sign-in.ts"
import { fieldMessages, type MessageKey } from "./messages.ts"
import { paymentAmountProblems } from "./payment-amount.ts"
import { type FieldProblem, fieldProblems } from "./problems.ts"

const profile = {
  username: "alice.martin",
  notificationEmailAddress: "alice.martin@example.com",
  securityQuestionID: 1,
  securityQuestionAnswer: "Biscuit",
  prefLanguageCode: "en",
  billGroupID: 1,
}
const setup = {
  username: "olivia.okafor",
  password: "Lakeside2026!",
  confirmPassword: "Lakeside2026!",
  securityQuestionID: 1,
  securityQuestionAnswer: "Blue",
  email: "olivia@example.com",
  termsAgree: true,
  privacyAgree: true,
  notificationsOptIn: false,
}
const lookup = {
  accountNumber: "1002003090",
  companyAccount: false,
  accountName: "Okafor",
  lastStatementBalance: "45.00",
  statementDate: "",
  statementBalance: "",
  serviceId: "TEL-5550190",
}
const debit = {
  bankName: "Caisse",
  accountNumber: "123456789",
  accountType: "Savings",
  routingNumber: "021000021",
}
const split = {
  bankName: "Caisse",
  accountNumber: "123",
  accountType: "Savings",
  institutionNumber: "815",
  transitNumber: "00001",
}
const passwords = {
  currentPassword: "Sunrise2026!",
  newPassword: "Moonrise2027!",
  confirmPassword: "Moonrise2027!",
}
const strict = { additionalPasswordReqs: true, passwordCharsToMatch: 6 }
const owner = { username: "alice.martin", firstName: "Alice", lastName: "Martin", companyName: "" }
const setupSettings = { requireEmailUsername: true, ...strict }

/** For every message key, one input a real form or body gets it for. */
const producers: ReadonlyArray<readonly [MessageKey, () => ReadonlyArray<FieldProblem>]> = [
  ["validation.fieldRequired", () => fieldProblems(signInForm)({ username: "", password: "x" })],
  ["validation.fieldTooLong", () => fieldProblems(signInForm)({ username: "a".repeat(201), password: "x" })],
  ["validation.invalid", () => fieldProblems(signInForm)({ username: "alice", password: "\ud800" })],
  ["register.fieldNoSymbols", () => fieldProblems(signInForm)({ username: "alice{", password: "x" })],
  [
    "register.fieldNumeric",
    () =>
      fieldProblems(registrationLookupForm({ useLastStatementBalance: true, useOldStatementBalance: false }))(
        { ...lookup, accountNumber: "12a" },
      ),
  ],
  [
    "register.fieldCurrency",
    () =>
      fieldProblems(registrationLookupForm({ useLastStatementBalance: true, useOldStatementBalance: false }))(
        { ...lookup, lastStatementBalance: "12.345" },
      ),
  ],
  [
    "register.fieldDate",
    () =>
      fieldProblems(registrationLookupForm({ useLastStatementBalance: false, useOldStatementBalance: true }))(
        { ...lookup, lastStatementBalance: "", statementDate: "02/29/2023", statementBalance: "10" },
      ),
  ],
  [
    "register.fieldEmail",
    () => fieldProblems(registrationSetupForm(setupSettings, owner))({ ...setup, username: "olivia.okafor" }),
  ],
  [
    "register.fieldUsernameLength",
    () => fieldProblems(registrationSetupForm(setupSettings, owner))({ ...setup, username: "o@b.c" }),
  ],
  [
    "register.fieldValidServiceId",
    () => fieldProblems(findMyBillForm)({ accountNumber: "1002003001", serviceID: "TEL 555" }),
  ],
  [
    "register.fieldPasswordContainsName",
    () =>
      fieldProblems(newPasswordForm(strict, owner))({
        ...passwords,
        newPassword: "Martin2027!",
        confirmPassword: "Martin2027!",
      }),
  ],
  [
    "register.fieldSecurityQuestion",
    () =>
      fieldProblems(registrationSetupForm(setupSettings, owner))({
        ...setup,
        username: "olivia@example.com",
        securityQuestionID: null,
      }),
  ],
  [
    "register.fieldTermsAgree",
    () =>
      fieldProblems(registrationSetupForm(setupSettings, owner))({
        ...setup,
        username: "olivia@example.com",
        termsAgree: false,
      }),
  ],
  [
    "register.fieldPrivacyAgree",
    () =>
      fieldProblems(registrationSetupForm(setupSettings, owner))({
        ...setup,
        username: "olivia@example.com",
        privacyAgree: false,
      }),
  ],
  [
    "register.fieldStatementBalanceOrDate",
    () =>
      fieldProblems(registrationLookupForm({ useLastStatementBalance: false, useOldStatementBalance: true }))(
        { ...lookup, lastStatementBalance: "" },
      ),
  ],
  [
    "tooltips.password",
    () =>
      fieldProblems(registrationSetupForm(setupSettings, owner))({
        ...setup,
        username: "olivia@example.com",
        password: "weak",
        confirmPassword: "weak",
      }),
  ],
  [
    "validation.lookAlike",
    () =>
      fieldProblems(profileForm({ requireEmailUsername: false }, 1))({
        ...profile,
        username: "\u0430lice.martin",
      }),
  ],
  [
    "validation.usernameLetters",
    () =>
      fieldProblems(profileForm({ requireEmailUsername: false }, 1))({
        ...profile,
        username: "alice.mart\ufb01n",
      }),
  ],
  [
    "account.fieldUsernameLength",
    () => fieldProblems(profileForm({ requireEmailUsername: false }, 1))({ ...profile, username: "alice" }),
  ],
  [
    "account.fieldEmail",
    () =>
      fieldProblems(profileForm({ requireEmailUsername: false }, 1))({
        ...profile,
        notificationEmailAddress: "alice@",
      }),
  ],
  [
    "autopay.fieldNumericAccount",
    () => fieldProblems(findMyBillForm)({ accountNumber: "10020O3001", serviceID: "TEL-5550101" }),
  ],
  [
    "autopay.fieldNumericRouting",
    () =>
      fieldProblems(
        directDebitForm({ splitRoutingNumber: false, hideAccountType: false, validateRoutingNumber: true }),
      )({ ...debit, routingNumber: "02100002I" }),
  ],
  [
    "autopay.fieldLengthRouting",
    () =>
      fieldProblems(
        directDebitForm({ splitRoutingNumber: false, hideAccountType: false, validateRoutingNumber: true }),
      )({ ...debit, routingNumber: "02100002" }),
  ],
  [
    "autopay.fieldInvalidRouting",
    () =>
      fieldProblems(
        directDebitForm({ splitRoutingNumber: false, hideAccountType: false, validateRoutingNumber: true }),
      )({ ...debit, routingNumber: "021000022" }),
  ],
  [
    "autopay.fieldNumericInstitution",
    () =>
      fieldProblems(
        directDebitForm({ splitRoutingNumber: true, hideAccountType: false, validateRoutingNumber: false }),
      )({ ...split, institutionNumber: "8a5" }),
  ],
  [
    "autopay.fieldLengthInstitution",
    () =>
      fieldProblems(
        directDebitForm({ splitRoutingNumber: true, hideAccountType: false, validateRoutingNumber: false }),
      )({ ...split, institutionNumber: "81" }),
  ],
  [
    "autopay.fieldNumericTransit",
    () =>
      fieldProblems(
        directDebitForm({ splitRoutingNumber: true, hideAccountType: false, validateRoutingNumber: false }),
      )({ ...split, transitNumber: "0000x" }),
  ],
  [
    "autopay.fieldLengthTransit",
    () =>
      fieldProblems(
        directDebitForm({ splitRoutingNumber: true, hideAccountType: false, validateRoutingNumber: false }),
      )({ ...split, transitNumber: "0001" }),
  ],
  [
    "autopay.fieldInvalidInstitution",
    () =>
      fieldProblems(
        directDebitForm({ splitRoutingNumber: true, hideAccountType: false, validateRoutingNumber: true }),
      )({ ...split, institutionNumber: "000", transitNumber: "00000" }),
  ],
  [
    "autopay.fieldAccountType",
    () =>
      fieldProblems(
        directDebitForm({ splitRoutingNumber: false, hideAccountType: false, validateRoutingNumber: false }),
      )({ ...debit, accountType: "" }),
  ],
  ["autopay.fieldTermsAccepted", () => fieldProblems(autopayTermsForm)({ terms: "not_accepted" })],
  [
    "search.startDateError",
    () => fieldProblems(dateSearchForm)({ startDate: "13/01/2026", endDate: "11/22/2026" }),
  ],
  [
    "search.endDateError",
    () => fieldProblems(dateSearchForm)({ startDate: "11/22/2025", endDate: "11/31/2026" }),
  ],
  [
    "search.dateOrderError",
    () => fieldProblems(dateSearchForm)({ startDate: "11/23/2026", endDate: "11/22/2026" }),
  ],
  [
    "passwordReset.fieldPassword",
    () =>
      fieldProblems(newPasswordForm(strict, owner))({
        ...passwords,
        newPassword: "moonrise",
        confirmPassword: "moonrise",
      }),
  ],
  [
    "passwordReset.fieldPasswordMismatch",
    () => fieldProblems(newPasswordForm(strict, owner))({ ...passwords, confirmPassword: "Moonrise2028!" }),
  ],
  [
    "passwordReset.fieldPasswordMustChange",
    () =>
      fieldProblems(newPasswordForm(strict, owner))({
        ...passwords,
        newPassword: "Sunrise2026!",
        confirmPassword: "Sunrise2026!",
      }),
  ],
  ["payment.fieldAmount", () => paymentAmountProblems(99_999.99)],
]

describe("every message key is produced by some rule", () => {
  test("the producer table covers every key", () => {
    expect(producers.map(([key]) => key).sort()).toEqual(Object.keys(fieldMessages).sort())
  })

  test.each(producers)("%s", (key, produce) => {
    expect(produce().map((problem) => problem.key)).toContain(key)
  })

  test("the valid inputs above pass, so each key comes from the change alone", () => {
    expect(fieldProblems(profileForm({ requireEmailUsername: false }, 1))(profile)).toEqual([])
    expect(
      fieldProblems(registrationSetupForm(setupSettings, owner))({
        ...setup,
        username: "olivia@example.com",
      }),
    ).toEqual([])
    expect(
      fieldProblems(registrationLookupForm({ useLastStatementBalance: true, useOldStatementBalance: false }))(
        lookup,
      ),
    ).toEqual([])
    expect(
      fieldProblems(
        directDebitForm({ splitRoutingNumber: false, hideAccountType: false, validateRoutingNumber: true }),
      )(debit),
    ).toEqual([])
    expect(fieldProblems(newPasswordForm(strict, owner))(passwords)).toEqual([])
    expect(fieldProblems(autopayTermsForm)({ terms: "accepted" })).toEqual([])
  })

  test("the server's body rules give the same keys as the forms", () => {
    const body = { ...debit, isManual: false, languageCode: "en", routingNumber: "02100002" }
    expect(fieldProblems(PaymentMethodUpdate)(body).map((problem) => problem.key)).toContain(
      "autopay.fieldLengthRouting",
    )
  })

  test("keys named by spec §5 are all there", () => {
    for (const key of [
      "account.fieldUsernameLength",
      "register.fieldNoSymbols",
      "register.fieldEmail",
      "account.fieldEmail",
      "autopay.fieldNumericAccount",
      "search.startDateError",
      "search.endDateError",
      "search.dateOrderError",
      "register.fieldValidServiceId",
      "passwordReset.fieldPasswordMismatch",
      "passwordReset.fieldPassword",
      "register.fieldPasswordContainsName",
      "passwordReset.fieldPasswordMustChange",
      "register.fieldNumeric",
      "register.fieldCurrency",
      "register.fieldDate",
      "register.fieldUsernameLength",
      "tooltips.password",
    ]) {
      expect(Object.keys(fieldMessages)).toContain(key)
    }
  })
})
