import { Schema } from "effect"
import { emailField } from "../rules/email.ts"
import { fieldLimits } from "../rules/limits.ts"
import { textField } from "../rules/text.ts"
import { usernameField } from "../rules/username.ts"
import { itemList, LanguageCode } from "./primitives.ts"

/** A customer's question; GET /me sends its answer empty, since an answer is a second password. */
export const SecurityQuestionAnswer = Schema.Struct({
  securityQuestionID: Schema.Int,
  securityQuestionAnswer: Schema.String,
}).annotate({ identifier: "SecurityQuestionAnswer" })

/** The signed-in user (GET /me). */
export const User = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  companyName: Schema.String,
  username: Schema.String,
  notificationEmailAddress: Schema.String,
  languagePreferenceCode: LanguageCode,
  prefLanguageCode: LanguageCode,
  securityQuestionAnswers: Schema.Array(SecurityQuestionAnswer),
  resetPasswordRequired: Schema.Boolean,
}).annotate({ identifier: "User" })
export type User = typeof User.Type

export const SecurityQuestion = Schema.Struct({
  id: Schema.Int,
  question: Schema.String,
}).annotate({ identifier: "SecurityQuestion" })

export const SecurityQuestionList = itemList("SecurityQuestionList", SecurityQuestion)

/** GET /securityquestions takes the language in upper case. */
export const SecurityQuestionLanguage = Schema.Literals(["EN", "FR"])

/** A security answer as typed: required, no symbols, at most 100 characters. */
export const SecurityAnswerText = textField({ max: fieldLimits.securityAnswer, required: true })

/** The profile's answer: empty keeps the current one (it is never shown, so it cannot be pre-filled). */
export const SecurityAnswerChange = textField({ max: fieldLimits.securityAnswer })

/** A new question needs its answer: an empty answer may only keep the answer of the saved question. */
export const answersNewQuestion = (savedQuestionID: number) =>
  Schema.makeFilter(
    ({
      securityQuestionID,
      securityQuestionAnswer,
    }: {
      readonly securityQuestionID: number
      readonly securityQuestionAnswer: string
    }) =>
      securityQuestionID !== savedQuestionID && securityQuestionAnswer.trim() === ""
        ? [{ path: ["securityQuestionAnswer"], issue: "validation.fieldRequired" }]
        : [],
  )

/** The same rule on its own, for the server, which knows the saved question. */
export const questionAnswerRule = (savedQuestionID: number) =>
  Schema.Struct({ securityQuestionID: Schema.Int, securityQuestionAnswer: Schema.String }).check(
    answersNewQuestion(savedQuestionID),
  )

/** PUT /me/updateprofile; the server adds the theme's username rule: `usernameField(settings, "profile")`. */
export const ProfileUpdate = Schema.Struct({
  prefLanguageCode: LanguageCode,
  notificationEmailAddress: emailField("account.fieldEmail"),
  securityQuestionID: Schema.Int,
  securityQuestionText: Schema.String.check(Schema.isMaxLength(200)),
  securityQuestionAnswer: SecurityAnswerChange,
  username: usernameField({ requireEmailUsername: false }, "profile"),
  newBillGroupID: Schema.Int,
}).annotate({ identifier: "ProfileUpdate" })
export type ProfileUpdate = typeof ProfileUpdate.Type
