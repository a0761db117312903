import { Schema } from "effect"
import { boundedString, isInt32, textBounds } from "./bounds.ts"
import { IsoDateTime, LanguageCode } from "./primitives.ts"

/**
 * What a token lets its holder do. The spec only shows LoggedIn; the others are the narrow tokens that
 * quick pay, registration and password reset hand out (see docs/decisions/003-tokens-and-status-meanings.md).
 */
export const AuthorizationLevel = Schema.Literals(["LoggedIn", "QuickPay", "Registration", "PasswordReset"])
export type AuthorizationLevel = typeof AuthorizationLevel.Type

export const Token = Schema.Struct({
  access_token: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(textBounds.token)),
  // At most what GET /refreshtoken takes back.
  refresh_token: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(500)),
  /** Lifetime in seconds from `issued`. */
  expires_in: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), isInt32()),
  issued: IsoDateTime,
  authorization_level: AuthorizationLevel,
}).annotate({ identifier: "Token" })
export type Token = typeof Token.Type

export const AccountNames = Schema.Struct({
  firstName: boundedString(textBounds.name),
  lastName: boundedString(textBounds.name),
  companyName: boundedString(textBounds.name),
}).annotate({ identifier: "AccountNames" })
export type AccountNames = typeof AccountNames.Type

export const LoginResponse = Schema.Struct({
  auth_token: Token,
  account_names: AccountNames,
}).annotate({ identifier: "LoginResponse" })
export type LoginResponse = typeof LoginResponse.Type

/** What the browser keeps between page loads: cleared with the browser session. */
export const StoredSession = Schema.Struct({
  token: Token,
  username: Schema.String,
  accountNames: AccountNames,
  lang: LanguageCode,
}).annotate({ identifier: "StoredSession" })
export type StoredSession = typeof StoredSession.Type

export const CaptchaVersion = Schema.Literals(["v2", "v3", "enterprise"])
