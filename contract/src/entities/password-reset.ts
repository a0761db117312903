import { Schema } from "effect"
import { Token } from "./auth.ts"
import { Int32 } from "./bounds.ts"
import { LanguageCode } from "./primitives.ts"
import { SecurityAnswerText } from "./user.ts"

/** PUT /forgotpassword/findaccount answers a PasswordReset-level token and the question to ask. */
export const ForgotPasswordFound = Schema.Struct({
  tokenInfo: Token,
  securityQuestionID: Int32,
}).annotate({ identifier: "ForgotPasswordFound" })

export const PasswordResetAnswer = Schema.Struct({
  securityAnswerText: SecurityAnswerText,
  languageCode: LanguageCode,
}).annotate({ identifier: "PasswordResetAnswer" })
