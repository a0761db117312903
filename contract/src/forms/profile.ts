import { Schema } from "effect"
import { LanguageCode } from "../entities/primitives.ts"
import { SecurityAnswerText } from "../entities/user.ts"
import { emailField } from "../rules/email.ts"
import { type UsernameSettings, usernameField } from "../rules/username.ts"

/** Account settings' profile tab (spec §5 Profile); the username rule follows the theme. */
export const profileForm = (settings: UsernameSettings) =>
  Schema.Struct({
    username: usernameField(settings, "profile"),
    notificationEmailAddress: emailField("account.fieldEmail"),
    securityQuestionID: Schema.Int,
    securityQuestionAnswer: SecurityAnswerText,
    prefLanguageCode: LanguageCode,
    billGroupID: Schema.Int,
  })
