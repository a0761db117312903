import { Schema } from "effect"
import { LanguageCode } from "../entities/primitives.ts"
import { answersNewQuestion, SecurityAnswerChange } from "../entities/user.ts"
import { emailField } from "../rules/email.ts"
import { type UsernameSettings, usernameField } from "../rules/username.ts"

/** Account settings' profile tab (spec §5 Profile); the answer may stay empty unless the question changes. */
export const profileForm = (settings: UsernameSettings, savedQuestionID: number) =>
  Schema.Struct({
    username: usernameField(settings, "profile"),
    notificationEmailAddress: emailField("account.fieldEmail"),
    securityQuestionID: Schema.Int,
    securityQuestionAnswer: SecurityAnswerChange,
    prefLanguageCode: LanguageCode,
    billGroupID: Schema.Int,
  }).check(answersNewQuestion(savedQuestionID))
