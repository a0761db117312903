import { LoginResponse } from "../entities/auth.ts"
import {
  SecondFactorCode,
  SecondFactorSent,
  SecondFactorSettings,
  SecondFactorUpdate,
} from "../entities/second-factor.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

/** The e-mailed one-time code after the password (docs/decisions/046-passkeys-and-a-second-factor.md). */
export const secondFactorEndpoints = {
  ...group(
    { host: "api", access: ["SecondFactor"], extension: true },
    {
      submitSecondFactorCode: endpoint({
        summary:
          "Finish a sign-in with the e-mailed code; with remember, the answer also carries a trusted-device token.",
        method: "POST",
        path: "/login/code",
        body: SecondFactorCode,
        success: json(LoginResponse),
        errors: [statuses.wrongCode, statuses.locked, statuses.notOffered, statuses.tooMany],
      }),
      resendSecondFactorCode: endpoint({
        summary: "E-mail a new code, which replaces the last one; a few per pending sign-in.",
        method: "POST",
        path: "/login/code/resend",
        success: json(SecondFactorSent),
        errors: [statuses.notOffered, statuses.tooMany],
      }),
    },
  ),
  ...group(
    { host: "api", access: ["LoggedIn"], extension: true },
    {
      getSecondFactor: endpoint({
        summary:
          "Whether the customer's sign-ins ask for an e-mailed code, whether the provider requires it, and where it goes.",
        method: "GET",
        path: "/secondfactor",
        success: json(SecondFactorSettings),
        errors: [statuses.notOffered],
      }),
      updateSecondFactor: endpoint({
        summary: "Turn the e-mailed code on or off for the customer's sign-ins.",
        method: "PUT",
        path: "/secondfactor",
        body: SecondFactorUpdate,
        success: empty,
        errors: [statuses.secondFactorRequired, statuses.notOffered],
      }),
    },
  ),
}
