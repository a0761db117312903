import { Schema } from "effect"
import { Int32, isInt32, textBounds } from "./bounds.ts"
import { IsoDateTime } from "./primitives.ts"

// The WebAuthn JSON forms (Level 3 "toJSON"), bounded so no request makes the server read without end;
// fields a browser adds beyond these are dropped when decoded.

/** Base64url as WebAuthn writes binary values: unpadded, though a padded one is read too. */
const base64Url = (identifier: string, max: number) =>
  Schema.String.check(
    Schema.isNonEmpty(),
    Schema.isPattern(/^[A-Za-z0-9_-]+={0,2}$/u, { message: "must be base64url" }),
    Schema.isMaxLength(max),
  ).annotate({ identifier })

/** The largest values a real authenticator produces, with room: a credential ID is at most 1023 bytes. */
const webAuthnBounds = {
  credentialId: 1400,
  challenge: 200,
  userHandle: 200,
  clientDataJSON: 4096,
  authenticatorData: 4096,
  signature: 2048,
  /** Attestation statements with certificate chains (packed, TPM) run to a few kilobytes. */
  attestationObject: 16_384,
  publicKey: 4096,
  /** Transports, algorithms, hints: short lists in every browser. */
  shortList: 20,
  /** Credentials excluded at registration: a customer holds at most `passkeyBounds.perCustomer`. */
  credentials: 100,
} as const

/** What one customer may hold, and how a passkey is named. */
export const passkeyBounds = { perCustomer: 20, name: 60 } as const

const CredentialId = base64Url("CredentialId", webAuthnBounds.credentialId)
const Challenge = base64Url("WebAuthnChallenge", webAuthnBounds.challenge)
const CredentialType = Schema.Literal("public-key")
/** Open-ended in the standard ("usb", "nfc", "ble", "internal", "hybrid", "smart-card" …): any short word. */
const Transports = Schema.Array(Schema.String.check(Schema.isMaxLength(32))).check(
  Schema.isMaxLength(webAuthnBounds.shortList),
)
const AuthenticatorAttachment = Schema.Literals(["platform", "cross-platform"])
const UserVerification = Schema.Literals(["required", "preferred", "discouraged"])
const Hints = Schema.Array(Schema.Literals(["security-key", "client-device", "hybrid"])).check(
  Schema.isMaxLength(webAuthnBounds.shortList),
)
const Timeout = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 600_000 }), isInt32())
const Hostname = Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(253))

const CredentialDescriptor = Schema.Struct({
  id: CredentialId,
  type: CredentialType,
  transports: Schema.optionalKey(Transports),
}).annotate({ identifier: "PublicKeyCredentialDescriptorJSON" })
const CredentialDescriptors = Schema.Array(CredentialDescriptor).check(
  Schema.isMaxLength(webAuthnBounds.credentials),
)

const ClientExtensionResults = Schema.Struct({
  credProps: Schema.optionalKey(Schema.Struct({ rk: Schema.optionalKey(Schema.Boolean) })),
}).annotate({ identifier: "AuthenticationExtensionsClientOutputs" })

const ExtensionInputs = Schema.Struct({
  credProps: Schema.optionalKey(Schema.Boolean),
}).annotate({ identifier: "AuthenticationExtensionsClientInputs" })

/** What `navigator.credentials.create()` needs, as JSON (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptions = Schema.Struct({
  challenge: Challenge,
  rp: Schema.Struct({
    name: Schema.String.check(Schema.isMaxLength(textBounds.name)),
    id: Schema.optionalKey(Hostname),
  }),
  user: Schema.Struct({
    id: base64Url("UserHandle", webAuthnBounds.userHandle),
    name: Schema.String.check(Schema.isMaxLength(textBounds.email)),
    displayName: Schema.String.check(Schema.isMaxLength(textBounds.name * 2)),
  }),
  pubKeyCredParams: Schema.Array(Schema.Struct({ alg: Int32, type: CredentialType })).check(
    Schema.isMaxLength(webAuthnBounds.shortList),
  ),
  timeout: Schema.optionalKey(Timeout),
  excludeCredentials: Schema.optionalKey(CredentialDescriptors),
  authenticatorSelection: Schema.optionalKey(
    Schema.Struct({
      authenticatorAttachment: Schema.optionalKey(AuthenticatorAttachment),
      requireResidentKey: Schema.optionalKey(Schema.Boolean),
      residentKey: Schema.optionalKey(Schema.Literals(["required", "preferred", "discouraged"])),
      userVerification: Schema.optionalKey(UserVerification),
    }),
  ),
  hints: Schema.optionalKey(Hints),
  attestation: Schema.optionalKey(Schema.Literals(["none", "indirect", "direct", "enterprise"])),
  extensions: Schema.optionalKey(ExtensionInputs),
}).annotate({ identifier: "PasskeyCreationOptions" })
export type PasskeyCreationOptions = typeof PasskeyCreationOptions.Type

/** What `navigator.credentials.get()` needs, as JSON (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = Schema.Struct({
  challenge: Challenge,
  timeout: Schema.optionalKey(Timeout),
  rpId: Schema.optionalKey(Hostname),
  allowCredentials: Schema.optionalKey(CredentialDescriptors),
  userVerification: Schema.optionalKey(UserVerification),
  hints: Schema.optionalKey(Hints),
  extensions: Schema.optionalKey(ExtensionInputs),
}).annotate({ identifier: "PasskeyRequestOptions" })
export type PasskeyRequestOptions = typeof PasskeyRequestOptions.Type

/** A new credential, as the browser sends it back (RegistrationResponseJSON). */
export const PasskeyRegistrationCredential = Schema.Struct({
  id: CredentialId,
  rawId: CredentialId,
  response: Schema.Struct({
    clientDataJSON: base64Url("ClientDataJSON", webAuthnBounds.clientDataJSON),
    attestationObject: base64Url("AttestationObject", webAuthnBounds.attestationObject),
    authenticatorData: Schema.optionalKey(base64Url("AuthenticatorData", webAuthnBounds.authenticatorData)),
    transports: Schema.optionalKey(Transports),
    publicKeyAlgorithm: Schema.optionalKey(Int32),
    publicKey: Schema.optionalKey(base64Url("PublicKey", webAuthnBounds.publicKey)),
  }),
  authenticatorAttachment: Schema.optionalKey(AuthenticatorAttachment),
  clientExtensionResults: ClientExtensionResults,
  type: CredentialType,
}).annotate({ identifier: "PasskeyRegistrationCredential" })
export type PasskeyRegistrationCredential = typeof PasskeyRegistrationCredential.Type

/** A signed challenge, as the browser sends it back (AuthenticationResponseJSON). */
export const PasskeyAssertion = Schema.Struct({
  id: CredentialId,
  rawId: CredentialId,
  response: Schema.Struct({
    clientDataJSON: base64Url("ClientDataJSON", webAuthnBounds.clientDataJSON),
    authenticatorData: base64Url("AuthenticatorData", webAuthnBounds.authenticatorData),
    signature: base64Url("Signature", webAuthnBounds.signature),
    userHandle: Schema.optionalKey(base64Url("UserHandle", webAuthnBounds.userHandle)),
  }),
  authenticatorAttachment: Schema.optionalKey(AuthenticatorAttachment),
  clientExtensionResults: ClientExtensionResults,
  type: CredentialType,
}).annotate({ identifier: "PasskeyAssertion" })
export type PasskeyAssertion = typeof PasskeyAssertion.Type

/** An ID the server makes, short and safe in a path. */
const serverId = (identifier: string, message: string) =>
  Schema.String.check(
    Schema.isNonEmpty(),
    Schema.isPattern(/^[A-Za-z0-9_-]+$/u, { message }),
    Schema.isMaxLength(textBounds.id),
  ).annotate({ identifier })

/** The server's handle on a ceremony it started: the answer names it, and it works once, for minutes. */
export const ChallengeId = serverId("ChallengeId", "must be a challenge ID")

export const PasskeyRegistrationOptions = Schema.Struct({
  challenge_id: ChallengeId,
  public_key: PasskeyCreationOptions,
}).annotate({ identifier: "PasskeyRegistrationOptions" })

export const PasskeySignInOptions = Schema.Struct({
  challenge_id: ChallengeId,
  public_key: PasskeyRequestOptions,
}).annotate({ identifier: "PasskeySignInOptions" })

/** The customer's own words for a passkey ("Work laptop"). */
export const PasskeyName = Schema.String.check(
  Schema.isPattern(/\S/u, { message: "must not be blank" }),
  Schema.isMaxLength(passkeyBounds.name),
).annotate({ identifier: "PasskeyName" })

export const PasskeyRegistration = Schema.Struct({
  challenge_id: ChallengeId,
  name: PasskeyName,
  credential: PasskeyRegistrationCredential,
}).annotate({ identifier: "PasskeyRegistration" })

export const PasskeySignIn = Schema.Struct({
  challenge_id: ChallengeId,
  credential: PasskeyAssertion,
}).annotate({ identifier: "PasskeySignIn" })

/** The server's ID of a passkey: short, unlike a credential ID, so it fits a path. */
export const PasskeyId = serverId("PasskeyId", "must be a passkey ID")

export const Passkey = Schema.Struct({
  id: PasskeyId,
  name: PasskeyName,
  created: IsoDateTime,
  last_used: Schema.optionalKey(IsoDateTime),
}).annotate({ identifier: "Passkey" })
export type Passkey = typeof Passkey.Type

export const PasskeyList = Schema.Struct({
  items: Schema.Array(Passkey).check(Schema.isMaxLength(passkeyBounds.perCustomer)),
}).annotate({ identifier: "PasskeyList" })
