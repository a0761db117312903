import { Schema } from "effect"
import { LoginResponse } from "../entities/auth.ts"
import {
  Passkey,
  PasskeyId,
  PasskeyList,
  PasskeyRegistration,
  PasskeyRegistrationOptions,
  PasskeySignIn,
  PasskeySignInOptions,
} from "../entities/passkeys.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

/** WebAuthn passkeys: registration, listing, removal and sign-in (docs/decisions/046-passkeys-and-a-second-factor.md). */
export const passkeyEndpoints = {
  ...group(
    { host: "api", access: ["LoggedIn"], extension: true },
    {
      passkeyRegistrationOptions: endpoint({
        summary:
          "Start adding a passkey: the options for navigator.credentials.create(), and the challenge's ID (minutes, once).",
        method: "POST",
        path: "/passkeys/registration/options",
        success: json(PasskeyRegistrationOptions),
        errors: [statuses.notOffered],
      }),
      registerPasskey: endpoint({
        summary: "Finish adding a passkey: the browser's new credential, checked against the challenge.",
        method: "POST",
        path: "/passkeys",
        body: PasskeyRegistration,
        success: json(Passkey),
        errors: [statuses.passkeyRefused, statuses.notOffered],
      }),
      getPasskeys: endpoint({
        summary: "The customer's passkeys.",
        method: "GET",
        path: "/passkeys",
        success: json(PasskeyList),
        errors: [statuses.notOffered],
      }),
      removePasskey: endpoint({
        summary: "Remove one of the customer's passkeys; 404 for an unknown one or another customer's.",
        method: "DELETE",
        path: "/passkeys/{passkeyId}",
        params: Schema.Struct({ passkeyId: PasskeyId }),
        success: empty,
        errors: [statuses.notOffered],
      }),
    },
  ),
  ...group(
    { host: "api", access: "public", extension: true },
    {
      passkeySignInOptions: endpoint({
        summary:
          "Start a passkey sign-in: the options for navigator.credentials.get() (any of the site's passkeys), and the challenge's ID.",
        method: "POST",
        path: "/passkeys/signin/options",
        success: json(PasskeySignInOptions),
        errors: [statuses.notOffered, statuses.tooMany],
      }),
      signInWithPasskey: endpoint({
        summary: "Sign in with a passkey: it stands for both factors, so no code is asked.",
        method: "POST",
        path: "/passkeys/signin",
        body: PasskeySignIn,
        success: json(LoginResponse),
        errors: [
          statuses.passkeyRefused,
          statuses.locked,
          statuses.inactive,
          statuses.notOffered,
          statuses.tooMany,
        ],
      }),
    },
  ),
}
