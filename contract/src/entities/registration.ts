import { Schema } from "effect"
import { emailField } from "../rules/email.ts"
import { fieldLimits } from "../rules/limits.ts"
import { noLookAlikes } from "../rules/look-alikes.ts"
import { newPasswordField } from "../rules/password.ts"
import { alphanumericWithHyphenField, numericField, textField } from "../rules/text.ts"
import { transportedPassword } from "../rules/transport.ts"
import { usernameField } from "../rules/username.ts"
import { Int32 } from "./bounds.ts"
import { IsoDate, LanguageCode, Money } from "./primitives.ts"
import { SecurityAnswerText } from "./user.ts"

/** The lookup step as typed (balances and date are text until the form is valid). */
export const RegistrationLookup = Schema.Struct({
  accountNumber: numericField({
    max: fieldLimits.registrationAccount,
    required: true,
    key: "register.fieldNumeric",
  }),
  companyAccount: Schema.Boolean,
  /** Last name, or company name when companyAccount is on. */
  accountName: textField({ max: fieldLimits.registrationName, required: true }).check(noLookAlikes),
  lastStatementBalance: Schema.String,
  statementDate: Schema.String,
  statementBalance: Schema.String,
  serviceId: alphanumericWithHyphenField({
    max: fieldLimits.registrationAccount,
    required: true,
    key: "register.fieldValidServiceId",
  }),
}).annotate({ identifier: "RegistrationLookup" })
export type RegistrationLookup = typeof RegistrationLookup.Type

export const RegistrationValidateAccount = Schema.Struct({
  billingPointId: RegistrationLookup.fields.accountNumber,
  accountName: RegistrationLookup.fields.accountName,
  companyAccount: Schema.Boolean,
  lastStatementBalance: Schema.optionalKey(Money),
  statementDate: Schema.optionalKey(IsoDate),
  statementBalance: Schema.optionalKey(Money),
  servicePointID: RegistrationLookup.fields.serviceId,
}).annotate({ identifier: "RegistrationValidateAccount" })
export type RegistrationValidateAccount = typeof RegistrationValidateAccount.Type

/** PUT /registration/save; the server adds the theme's username and password rules, as the form does. */
export const RegistrationSave = Schema.Struct({
  notificationEmailAddress: emailField("register.fieldEmail"),
  username: usernameField({ requireEmailUsername: false }, "registration"),
  password: transportedPassword(
    newPasswordField(
      { additionalPasswordReqs: false, passwordCharsToMatch: 0 },
      { username: "" },
      "tooltips.password",
    ),
  ),
  prefLanguageCode: LanguageCode,
  securityQuestionID: Int32,
  securityQuestionText: Schema.String.check(Schema.isMaxLength(200)),
  securityQuestionAnswer: SecurityAnswerText,
  notificationsOptIn: Schema.Boolean,
}).annotate({ identifier: "RegistrationSave" })
export type RegistrationSave = typeof RegistrationSave.Type
