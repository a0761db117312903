import { Schema } from "effect"
import { RegistrationLookup, type RegistrationValidateAccount } from "../entities/registration.ts"
import { SecurityAnswerText } from "../entities/user.ts"
import { formatIsoDay, parseUsDate } from "../rules/calendar-date.ts"
import { optionalUsDateField } from "../rules/date.ts"
import { emailField } from "../rules/email.ts"
import { required } from "../rules/filter.ts"
import { fieldLimits } from "../rules/limits.ts"
import { newPasswordField, type PasswordOwner, type PasswordPolicy } from "../rules/password.ts"
import { firstProblemKey } from "../rules/problems.ts"
import { amountField } from "../rules/text.ts"
import { type UsernameSettings, usernameField } from "../rules/username.ts"

export interface RegistrationLookupSettings {
  /** Theme: ask for the last statement balance. */
  readonly useLastStatementBalance: boolean
  /** Theme: the last balance, or else a statement date and that statement's balance. */
  readonly useOldStatementBalance: boolean
}

const balanceField = amountField({ max: fieldLimits.registrationBalance, key: "register.fieldCurrency" })

/** Registration's lookup step (spec §5 Registration lookup). */
export const registrationLookupForm = (settings: RegistrationLookupSettings) =>
  Schema.Struct({
    ...RegistrationLookup.fields,
    lastStatementBalance: balanceField,
    statementDate: optionalUsDateField("register.fieldDate"),
    statementBalance: balanceField,
  }).check(
    Schema.makeFilter(({ lastStatementBalance, statementDate, statementBalance }) => {
      if (settings.useOldStatementBalance) {
        const hasLast = lastStatementBalance !== ""
        const hasDated = statementDate !== "" && statementBalance !== ""
        return hasLast || hasDated
          ? undefined
          : { path: ["lastStatementBalance"], issue: "register.fieldStatementBalanceOrDate" }
      }
      if (settings.useLastStatementBalance && lastStatementBalance === "") {
        return { path: ["lastStatementBalance"], issue: "validation.fieldRequired" }
      }
      return undefined
    }),
  )

/** The validateaccount body of an accepted lookup, without what the theme does not ask or was left empty. */
export const registrationLookupRequest = (
  values: typeof RegistrationLookup.Type,
  settings: RegistrationLookupSettings,
): RegistrationValidateAccount => {
  const amount = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text))
  const day = parseUsDate(values.statementDate.trim())
  const lastStatementBalance =
    settings.useLastStatementBalance || settings.useOldStatementBalance
      ? amount(values.lastStatementBalance)
      : undefined
  const statementBalance = settings.useOldStatementBalance ? amount(values.statementBalance) : undefined
  return {
    billingPointId: values.accountNumber.trim(),
    accountName: values.accountName.trim(),
    companyAccount: values.companyAccount,
    servicePointID: values.serviceId.trim(),
    ...(lastStatementBalance === undefined ? {} : { lastStatementBalance }),
    ...(settings.useOldStatementBalance && day !== undefined ? { statementDate: formatIsoDay(day) } : {}),
    ...(statementBalance === undefined ? {} : { statementBalance }),
  }
}

/** Registration's profile-setup step (spec §5 Registration setup). */
export const registrationSetupForm = (
  settings: UsernameSettings & PasswordPolicy,
  owner: Omit<PasswordOwner, "username">,
) =>
  Schema.Struct({
    username: usernameField(settings, "registration"),
    // Everything that can be judged without the username is judged on the field itself, so a weak or
    // empty password is reported even while another field is wrong.
    password: newPasswordField(settings, { ...owner, username: "" }, "tooltips.password"),
    confirmPassword: Schema.String.check(required()),
    securityQuestionID: Schema.NullOr(Schema.Int).check(
      Schema.makeFilter((id) => (id === null ? "register.fieldSecurityQuestion" : undefined)),
    ),
    securityQuestionAnswer: SecurityAnswerText,
    email: emailField("register.fieldEmail"),
    termsAgree: Schema.Boolean.check(
      Schema.makeFilter((ticked) => (ticked ? undefined : "register.fieldTermsAgree")),
    ),
    privacyAgree: Schema.Boolean.check(
      Schema.makeFilter((ticked) => (ticked ? undefined : "register.fieldPrivacyAgree")),
    ),
    notificationsOptIn: Schema.Boolean,
  }).check(
    Schema.makeFilter(({ username, password, confirmPassword }) => {
      // The run-of-username rule needs the username beside it, so it is checked again on the whole form.
      const passwordField = newPasswordField(settings, { ...owner, username }, "tooltips.password")
      const passwordProblem = firstProblemKey(passwordField)(password)
      return [
        ...(passwordProblem === undefined ? [] : [{ path: ["password"], issue: passwordProblem }]),
        ...(confirmPassword !== password
          ? [{ path: ["confirmPassword"], issue: "passwordReset.fieldPasswordMismatch" }]
          : []),
      ]
    }),
  )

/** When e-mail usernames are required, the e-mail is filled from the username on blur. */
export const emailFromUsername = (settings: UsernameSettings, username: string, email: string): string =>
  settings.requireEmailUsername && email === "" && Schema.is(emailField("register.fieldEmail"))(username)
    ? username
    : email
