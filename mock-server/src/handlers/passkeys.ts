import { randomBytes } from "node:crypto"
import {
  fail,
  type Passkey,
  PasskeyCreationOptions,
  type PasskeyRegistrationCredential,
  PasskeyRequestOptions,
  passkeyBounds,
  type passkeyEndpoints,
  success,
} from "@billpath/contract"
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server"
import { Schema } from "effect"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import type { StoredPasskey } from "../store/state.ts"
import { challengeSeconds, rememberChallenge, takeChallenge } from "../store/webauthn-challenges.ts"
import { namesOf, newToken, userOf, userOfAccount } from "./records.ts"

/** Ed25519, P-256 and RSA: what platform and roaming authenticators use, without experimental ones. */
const algorithms = [-8, -7, -257]

const asPasskey = (stored: StoredPasskey): Passkey => ({
  id: stored.id,
  name: stored.name,
  created: stored.createdAt.toISOString(),
  ...(stored.lastUsedAt === undefined ? {} : { last_used: stored.lastUsedAt.toISOString() }),
})

// The library's option types are looser than the standard's: its output is decoded by the contract, in its
// JSON form (which leaves out the keys it sets to undefined).
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))
const decodeCreationOptions = Schema.decodeUnknownSync(PasskeyCreationOptions)
const decodeRequestOptions = Schema.decodeUnknownSync(PasskeyRequestOptions)

/** The decoded credential with its transports in the library's (mutable) array. */
const registrationResponse = (credential: PasskeyRegistrationCredential): RegistrationResponseJSON => {
  const { transports, ...response } = credential.response
  return {
    ...credential,
    response: { ...response, ...(transports === undefined ? {} : { transports: [...transports] }) },
  }
}

export const passkeyHandlers = (context: ServerContext): GroupHandlers<typeof passkeyEndpoints> => {
  const offered = () => context.theme.settings.passkeys !== "off"
  const state = () => context.store.state
  const passkeysOf = (accountNumber: string): ReadonlyArray<StoredPasskey> =>
    [...state().passkeys.values()].filter((passkey) => passkey.accountNumber === accountNumber)
  const userHandleOf = (accountNumber: string): string => {
    const known = state().passkeyUserHandles.get(accountNumber)
    if (known !== undefined) return known
    // Random, so the handle an authenticator keeps says nothing about the account.
    const handle = randomBytes(32).toString("base64url")
    state().passkeyUserHandles.set(accountNumber, handle)
    return handle
  }

  return {
    passkeyRegistrationOptions: async ({ caller, hostname }) => {
      const user = offered() ? userOf(context, caller) : undefined
      if (user === undefined) return fail("notFound")
      const options = await generateRegistrationOptions({
        rpName: context.theme.text.en.providerName,
        rpID: hostname,
        userName: user.username,
        userID: Buffer.from(userHandleOf(caller.accountNumber), "base64url"),
        userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
        timeout: challengeSeconds * 1000,
        attestationType: "none",
        excludeCredentials: passkeysOf(caller.accountNumber).map((passkey) => ({
          id: passkey.credentialId,
          transports: [...passkey.transports],
        })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        supportedAlgorithmIDs: algorithms,
      })
      const challengeId = rememberChallenge(context, options.challenge, `sign-in:${caller.signInId}`)
      return success({ challenge_id: challengeId, public_key: decodeCreationOptions(asJson(options)) })
    },

    registerPasskey: async ({ caller, input, origin, hostname }) => {
      if (!offered()) return fail("notFound")
      const { challenge_id, name, credential } = input.body
      const challenge = takeChallenge(context, challenge_id, `sign-in:${caller.signInId}`)
      if (challenge === undefined) return fail("invalid")
      // The library throws on a malformed response: to the caller, a refusal like any other.
      const verified = await verifyRegistrationResponse({
        response: registrationResponse(credential),
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: hostname,
        requireUserVerification: true,
        supportedAlgorithmIDs: algorithms,
      }).catch(() => undefined)
      if (verified === undefined || !verified.verified) return fail("invalid")
      const registered = verified.registrationInfo.credential
      const taken = [...state().passkeys.values()].some((passkey) => passkey.credentialId === registered.id)
      if (taken || passkeysOf(caller.accountNumber).length >= passkeyBounds.perCustomer)
        return fail("invalid")
      const stored: StoredPasskey = {
        id: `pk_${randomBytes(12).toString("base64url")}`,
        accountNumber: caller.accountNumber,
        credentialId: registered.id,
        publicKey: registered.publicKey,
        counter: registered.counter,
        transports: registered.transports ?? [],
        name: name.trim(),
        createdAt: context.clock.now(),
        lastUsedAt: undefined,
      }
      state().passkeys.set(stored.id, stored)
      return success(asPasskey(stored))
    },

    getPasskeys: ({ caller }) => {
      if (!offered()) return fail("notFound")
      return success({ items: passkeysOf(caller.accountNumber).map(asPasskey) })
    },

    removePasskey: ({ caller, input }) => {
      if (!offered()) return fail("notFound")
      const passkey = state().passkeys.get(input.params.passkeyId)
      // Another customer's passkey is answered like one that does not exist.
      if (passkey === undefined || passkey.accountNumber !== caller.accountNumber) return fail("notFound")
      state().passkeys.delete(passkey.id)
      return success(undefined)
    },

    passkeySignInOptions: async ({ client, hostname }) => {
      if (!offered()) return fail("notFound")
      // No allowCredentials: the browser offers the site's discoverable passkeys (autofill).
      const options = await generateAuthenticationOptions({
        rpID: hostname,
        userVerification: "required",
        timeout: challengeSeconds * 1000,
      })
      const challengeId = rememberChallenge(context, options.challenge, `client:${client}`)
      return success({ challenge_id: challengeId, public_key: decodeRequestOptions(asJson(options)) })
    },

    signInWithPasskey: async ({ input, client, origin, hostname }) => {
      if (!offered()) return fail("notFound")
      const { challenge_id, credential } = input.body
      const challenge = takeChallenge(context, challenge_id, `client:${client}`)
      if (challenge === undefined) return fail("invalid")
      const stored = [...state().passkeys.values()].find((passkey) => passkey.credentialId === credential.id)
      if (stored === undefined) return fail("invalid")
      const handle = credential.response.userHandle
      if (handle !== undefined && handle !== state().passkeyUserHandles.get(stored.accountNumber)) {
        return fail("invalid")
      }
      // The library refuses a bad signature, another origin or RP ID, and a counter that did not move on.
      const verified = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: hostname,
        credential: {
          id: stored.credentialId,
          publicKey: new Uint8Array(stored.publicKey),
          counter: stored.counter,
          transports: [...stored.transports],
        },
        requireUserVerification: true,
      }).catch(() => undefined)
      if (verified === undefined || !verified.verified) return fail("invalid")
      stored.counter = verified.authenticationInfo.newCounter
      stored.lastUsedAt = context.clock.now()
      const user = userOfAccount(context, stored.accountNumber)
      if (user === undefined) return fail("invalid")
      // A passkey stands for both factors, never for an unlock: a locked account stays locked.
      if (user.locked) return fail("locked")
      if (state().accounts.get(stored.accountNumber)?.active === false) return fail("inactive")
      const token = newToken(context, "LoggedIn", user.accountNumber, user.username)
      return success({ auth_token: token, account_names: namesOf(user) })
    },
  }
}
