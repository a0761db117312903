import { Schema } from "effect"
import { boundedString, isInt32, textBounds } from "./bounds.ts"
import { IsoDateTime, LanguageCode } from "./primitives.ts"
import { SecondFactorSent } from "./second-factor.ts"

// The spec shows only LoggedIn; the others are narrow tokens (docs/decisions/003-tokens-and-status-meanings.md),
// SecondFactor a right password still owing its e-mailed code.
export const AuthorizationLevel = Schema.Literals([
  "LoggedIn",
  "QuickPay",
  "Registration",
  "PasswordReset",
  "SecondFactor",
])
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

/** Hands back a remembered browser's proof: sent as `trustedDevice` on a later sign-in, it skips the code. */
export const TrustedDeviceToken = Schema.String.check(
  Schema.isNonEmpty(),
  Schema.isMaxLength(textBounds.token),
).annotate({ identifier: "TrustedDeviceToken" })

export const LoginResponse = Schema.Struct({
  auth_token: Token,
  account_names: AccountNames,
  /** Present when the token is at SecondFactor: a code was e-mailed, and where (an extension of ours). */
  second_factor: Schema.optionalKey(SecondFactorSent),
  /** Present when the customer asked to remember this browser with the right code (an extension of ours). */
  trusted_device: Schema.optionalKey(TrustedDeviceToken),
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
