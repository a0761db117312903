import { Schema } from "effect"
import { emailField } from "../rules/email.ts"
import { fieldLimits } from "../rules/limits.ts"
import { textField } from "../rules/text.ts"
import { usernameField } from "../rules/username.ts"
import { boundedString, Int32, listBounds, textBounds } from "./bounds.ts"
import { itemList, LanguageCode } from "./primitives.ts"

/** A customer's question; GET /me sends its answer empty, since an answer is a second password. */
export const SecurityQuestionAnswer = Schema.Struct({
  securityQuestionID: Int32,
  securityQuestionAnswer: boundedString(fieldLimits.securityAnswer),
}).annotate({ identifier: "SecurityQuestionAnswer" })

export const User = Schema.Struct({
  firstName: boundedString(textBounds.name),
  lastName: boundedString(textBounds.name),
  companyName: boundedString(textBounds.name),
  username: boundedString(fieldLimits.username),
  notificationEmailAddress: boundedString(textBounds.email),
  languagePreferenceCode: LanguageCode,
  prefLanguageCode: LanguageCode,
  securityQuestionAnswers: Schema.Array(SecurityQuestionAnswer).check(Schema.isMaxLength(listBounds.short)),
  resetPasswordRequired: Schema.Boolean,
}).annotate({ identifier: "User" })
export type User = typeof User.Type

export const SecurityQuestion = Schema.Struct({
  id: Int32,
  question: boundedString(textBounds.text),
}).annotate({ identifier: "SecurityQuestion" })

export const SecurityQuestionList = itemList("SecurityQuestionList", SecurityQuestion, listBounds.short)

/** GET /securityquestions takes the language in upper case. */
export const SecurityQuestionLanguage = Schema.Literals(["EN", "FR"])

export const SecurityAnswerText = textField({ max: fieldLimits.securityAnswer, required: true })

/** The profile's answer: empty keeps the current one (it is never shown, so it cannot be pre-filled). */
export const SecurityAnswerChange = textField({ max: fieldLimits.securityAnswer })

/** A new question needs its answer: an empty answer may only keep the answer of the saved question. */
export const answersNewQuestion = (savedQuestionID: number) =>
  Schema.makeFilter(
    (form: { readonly securityQuestionID: number; readonly securityQuestionAnswer: string }) =>
      form.securityQuestionID !== savedQuestionID && form.securityQuestionAnswer.trim() === ""
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
  securityQuestionID: Int32,
  securityQuestionText: Schema.String.check(Schema.isMaxLength(200)),
  securityQuestionAnswer: SecurityAnswerChange,
  username: usernameField({ requireEmailUsername: false }, "profile"),
  newBillGroupID: Int32,
}).annotate({ identifier: "ProfileUpdate" })
export type ProfileUpdate = typeof ProfileUpdate.Type
