import { Schema } from "effect"
import { CaptchaVersion, LoginResponse, Token, TrustedDeviceToken } from "../entities/auth.ts"
import { enteredPasswordField } from "../rules/password.ts"
import { transportedPassword } from "../rules/transport.ts"
import { signInUsernameField } from "../rules/username.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

const clientDetail = Schema.optionalKey(Schema.String.check(Schema.isMaxLength(500)))

export const LoginQuery = Schema.Struct({
  username: signInUsernameField,
  password: transportedPassword(enteredPasswordField),
  browser: clientDetail,
  platform: clientDetail,
  referrer: clientDetail,
  /** A remembered browser's token: the e-mailed code is not asked again (an extension of ours). */
  trustedDevice: Schema.optionalKey(TrustedDeviceToken),
}).annotate({ identifier: "LoginQuery" })

export const authEndpoints = {
  ...group(
    { host: "api", access: ["LoggedIn"] },
    {
      logout: endpoint({
        summary: "Sign out: the sign-in's access and refresh tokens stop working at once (ours)",
        method: "POST",
        path: "/logout",
        success: empty,
      }),
    },
  ),
  ...group(
    { host: "api", access: "public" },
    {
      login: endpoint({
        summary:
          "Sign in with username and password; where a second factor is owed, the token is at SecondFactor and a code is e-mailed (that part an extension beyond the provider's spec)",
        method: "GET",
        path: "/login",
        query: LoginQuery,
        success: json(LoginResponse),
        errors: [statuses.invalid, statuses.locked, statuses.tooMany],
      }),
      refreshToken: endpoint({
        summary: "Exchange a refresh token for a new token; the old one is retired",
        method: "GET",
        path: "/refreshtoken",
        query: Schema.Struct({ refresh_token: Token.fields.refresh_token }),
        success: json(Token),
        errors: [statuses.invalid],
      }),
      verifyRecaptchaToken: endpoint({
        summary: "Verify a robot-check token; true when the visitor passed",
        method: "GET",
        path: "/verifyrecaptchatoken",
        query: Schema.Struct({
          token: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(4000)),
          version: CaptchaVersion,
          siteKey: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
          /** The username being signed in, so the demo check can tell robots apart (our addition). */
          username: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
          /** The service ID being looked up (registration, password reset, quick pay), likewise (ours). */
          serviceID: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(30))),
        }),
        success: json(Schema.Boolean),
      }),
    },
  ),
}
