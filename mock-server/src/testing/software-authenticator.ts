import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto"
import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistrationCredential,
  PasskeyRequestOptions,
} from "@billpath/contract"
import { isoCBOR } from "@simplewebauthn/server/helpers"

/**
 * A passkey in software, for tests: a P-256 key, and the WebAuthn answers a browser and its authenticator
 * would give (W3C WebAuthn §6.1 authenticator data, §8.7 "none" attestation), so the mock's real
 * verification runs on them. User presence and verification are always claimed.
 */

const sha256 = (data: Uint8Array | string): Buffer => createHash("sha256").update(data).digest()
const base64Url = (data: Uint8Array): string => Buffer.from(data).toString("base64url")

const flags = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const

const uint32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

export interface SoftwareAuthenticator {
  readonly credentialId: string
  /** Answers navigator.credentials.create() with a new credential ("none" attestation). */
  readonly register: (options: PasskeyCreationOptions) => PasskeyRegistrationCredential
  /** Answers navigator.credentials.get(); `signCount` forces the counter (to send one that went backwards). */
  readonly assert: (options: PasskeyRequestOptions, signCount?: number) => PasskeyAssertion
}

export const softwareAuthenticator = (
  origin = "http://localhost",
  rpId = "localhost",
): SoftwareAuthenticator => {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
  const credentialId = randomBytes(16)
  const jwk = publicKey.export({ format: "jwk" })
  // COSE_Key for ES256 (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  )
  let signCount = 0
  let userHandle: string | undefined

  const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string): Buffer =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    credentialId: base64Url(credentialId),
    register: (options) => {
      userHandle = options.user.id
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.of(flags.userPresent | flags.userVerified | flags.attestedData),
        uint32(signCount),
        Buffer.alloc(16), // AAGUID: none, as software and privacy-minded authenticators send
        idLength,
        credentialId,
        coseKey,
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", authenticatorData],
        ]),
      )
      return {
        id: base64Url(credentialId),
        rawId: base64Url(credentialId),
        response: {
          clientDataJSON: base64Url(clientData("webauthn.create", options.challenge)),
          attestationObject: base64Url(attestationObject),
          transports: ["internal"],
        },
        authenticatorAttachment: "platform",
        clientExtensionResults: { credProps: { rk: true } },
        type: "public-key",
      }
    },
    assert: (options, forcedCount) => {
      signCount = forcedCount ?? signCount + 1
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.of(flags.userPresent | flags.userVerified),
        uint32(signCount),
      ])
      const clientDataJSON = clientData("webauthn.get", options.challenge)
      // ECDSA over authenticatorData || SHA-256(clientDataJSON), DER-encoded as WebAuthn expects.
      const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey)
      return {
        id: base64Url(credentialId),
        rawId: base64Url(credentialId),
        response: {
          clientDataJSON: base64Url(clientDataJSON),
          authenticatorData: base64Url(authenticatorData),
          signature: base64Url(signature),
          ...(userHandle === undefined ? {} : { userHandle }),
        },
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        type: "public-key",
      }
    },
  }
}
