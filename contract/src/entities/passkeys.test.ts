import { Result, Schema } from "effect"
import { describe, expect, test } from "vitest"
import { call, type Transport } from "../endpoints/call.ts"
import { requestDecoder } from "../endpoints/decode-request.ts"
import { outcomeEncoder } from "../endpoints/encode-answer.ts"
import { endpoints } from "../endpoints/index.ts"
import { success } from "../endpoints/server-outcome.ts"
import { isStreamedBody } from "../endpoints/wire.ts"
import { LoginResponse } from "./auth.ts"
import {
  PasskeyAssertion,
  PasskeyList,
  PasskeyRegistration,
  PasskeyRegistrationOptions,
  PasskeySignInOptions,
} from "./passkeys.ts"
import { SecondFactorCode } from "./second-factor.ts"
import { ThemeSettings } from "./theme.ts"

/** As @simplewebauthn/server's generateRegistrationOptions writes them (v14), hints and all. */
const creationOptions = {
  challenge: "N2-0WpLU61_ys1YNSrZGm4gd_Ot5i0Rej0C-cwOEcnI",
  rp: { name: "Lakeside Utilities", id: "localhost" },
  user: { id: "GxQEYX-Bos_jEM-GOe0lDFtI03XhMOdb0CJloi1Qx2A", name: "sofia.lind", displayName: "Sofia Lind" },
  pubKeyCredParams: [
    { alg: -8, type: "public-key" },
    { alg: -7, type: "public-key" },
    { alg: -257, type: "public-key" },
  ],
  timeout: 60000,
  attestation: "none",
  excludeCredentials: [{ id: "AAAA", transports: ["internal"], type: "public-key" }],
  authenticatorSelection: { residentKey: "required", userVerification: "required", requireResidentKey: true },
  extensions: { credProps: true },
  hints: [],
} as const

/** As @simplewebauthn/browser's startRegistration sends a credential back. */
const registrationCredential = {
  id: "q83vEjRWeJA",
  rawId: "q83vEjRWeJA",
  response: {
    clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
    attestationObject: "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVg",
    transports: ["internal", "hybrid"],
    publicKeyAlgorithm: -7,
    publicKey: "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE",
    authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2M",
  },
  authenticatorAttachment: "platform",
  clientExtensionResults: { credProps: { rk: true } },
  type: "public-key",
} as const

const assertion = {
  id: "q83vEjRWeJA",
  rawId: "q83vEjRWeJA",
  response: {
    clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
    authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
    signature: "MEUCIQDx",
    userHandle: "GxQEYX-Bos_jEM-GOe0lDFtI03XhMOdb0CJloi1Qx2A",
  },
  clientExtensionResults: {},
  type: "public-key",
} as const

const roundTrip = <S extends Schema.Codec<unknown, unknown>>(schema: S, value: unknown) => {
  const codec = Schema.toCodecJson(schema)
  const decoded = Schema.decodeUnknownSync(codec)(value)
  return Schema.encodeUnknownSync(codec)(decoded)
}

const refuses = (schema: Schema.Codec<unknown, unknown>, value: unknown): boolean =>
  Result.isFailure(Schema.decodeUnknownResult(Schema.toCodecJson(schema))(value))

describe("the WebAuthn JSON forms", () => {
  test("the server library's options and the browser library's answers round-trip unchanged", () => {
    const options = { challenge_id: "ch_1", public_key: creationOptions }
    expect(roundTrip(PasskeyRegistrationOptions, options)).toEqual(options)
    const request = {
      challenge_id: "ch_2",
      public_key: {
        rpId: "localhost",
        challenge: "gwAQH_SBPwc5GQ5BOeISN0vsLO58KNV0uvLSD4bgQI4",
        timeout: 60000,
        userVerification: "required",
      },
    }
    expect(roundTrip(PasskeySignInOptions, request)).toEqual(request)
    const registration = { challenge_id: "ch_1", name: "Work laptop", credential: registrationCredential }
    expect(roundTrip(PasskeyRegistration, registration)).toEqual(registration)
    expect(roundTrip(PasskeyAssertion, assertion)).toEqual(assertion)
  })

  test("extension outputs a browser adds beyond those the server reads are dropped, not refused", () => {
    const withPrf = { ...assertion, clientExtensionResults: { prf: { enabled: true } } }
    expect(roundTrip(PasskeyAssertion, withPrf)).toEqual(assertion)
  })

  test("every string and list is bounded", () => {
    const long = (length: number) => "A".repeat(length)
    expect(refuses(PasskeyAssertion, { ...assertion, id: long(1401) })).toBe(true)
    expect(
      refuses(PasskeyAssertion, { ...assertion, response: { ...assertion.response, signature: long(2049) } }),
    ).toBe(true)
    expect(
      refuses(PasskeyRegistration, {
        challenge_id: "ch_1",
        name: "Key",
        credential: {
          ...registrationCredential,
          response: { ...registrationCredential.response, attestationObject: long(16_385) },
        },
      }),
    ).toBe(true)
    expect(
      refuses(PasskeyRegistration, {
        challenge_id: "ch_1",
        name: "Key",
        credential: {
          ...registrationCredential,
          response: {
            ...registrationCredential.response,
            transports: Array.from({ length: 21 }, () => "usb"),
          },
        },
      }),
    ).toBe(true)
    expect(
      refuses(PasskeyRegistration, {
        challenge_id: "ch_1",
        name: long(61),
        credential: registrationCredential,
      }),
    ).toBe(true)
    expect(
      refuses(PasskeyRegistration, { challenge_id: "ch_1", name: "  ", credential: registrationCredential }),
    ).toBe(true)
    expect(
      refuses(PasskeyRegistration, {
        challenge_id: long(101),
        name: "Key",
        credential: registrationCredential,
      }),
    ).toBe(true)
    const passkey = { id: "pk_1", name: "Key", created: "2026-11-22T15:00:00.000Z" }
    expect(refuses(PasskeyList, { items: Array.from({ length: 21 }, () => passkey) })).toBe(true)
    expect(roundTrip(PasskeyList, { items: [passkey] })).toEqual({ items: [passkey] })
  })

  test("binary values must be base64url", () => {
    expect(refuses(PasskeyAssertion, { ...assertion, id: "a+b/c" })).toBe(true)
    expect(refuses(PasskeyAssertion, { ...assertion, type: "password" })).toBe(true)
  })
})

describe("the second factor", () => {
  test("a code is exactly six digits; remember is optional", () => {
    expect(roundTrip(SecondFactorCode, { code: "012345" })).toEqual({ code: "012345" })
    expect(roundTrip(SecondFactorCode, { code: "012345", remember: true })).toEqual({
      code: "012345",
      remember: true,
    })
    for (const code of ["12345", "1234567", "12345a", " 12345"])
      expect(refuses(SecondFactorCode, { code })).toBe(true)
  })

  test("a sign-in that owes a code carries where it went; one without stays as it was", () => {
    const token = {
      access_token: "a",
      refresh_token: "r",
      expires_in: 600,
      issued: "2026-11-22T15:00:00.000Z",
      authorization_level: "SecondFactor",
    }
    const names = { firstName: "Sofia", lastName: "Lind", companyName: "" }
    const owing = {
      auth_token: token,
      account_names: names,
      second_factor: { sent_to: "s•••@example.com", code_seconds: 600 },
    }
    expect(roundTrip(LoginResponse, owing)).toEqual(owing)
    const plain = { auth_token: { ...token, authorization_level: "LoggedIn" }, account_names: names }
    expect(roundTrip(LoginResponse, plain)).toEqual(plain)
  })

  test("a theme without the new settings decodes with both off", () => {
    const settings = Schema.decodeUnknownSync(ThemeSettings)({})
    expect([settings.passkeys, settings.secondFactor]).toEqual(["off", "off"])
    expect(refuses(ThemeSettings, { secondFactor: "always" })).toBe(true)
    expect(refuses(ThemeSettings, { passkeys: "required" })).toBe(true)
  })
})

describe("the extension endpoints through the contract's codec", () => {
  test("DELETE carries its path parameter, and a removal answers empty", async () => {
    const endpoint = endpoints.removePasskey
    const transport: Transport = async (request) => {
      expect(request.method).toBe("DELETE")
      expect(request.path).toBe("/passkeys/pk_7")
      const decoded = requestDecoder(endpoint)({ params: { passkeyId: "pk_7" }, query: {}, body: undefined })
      expect(Result.isSuccess(decoded)).toBe(true)
      const answer = outcomeEncoder(endpoint)(success(undefined), { params: { passkeyId: "pk_7" } })
      if (isStreamedBody(answer.body)) throw new Error("no stream here")
      return { status: answer.status, headers: answer.headers, bytes: new Uint8Array() }
    }
    expect(await call(endpoint, { params: { passkeyId: "pk_7" } }, transport)).toEqual({
      _tag: "success",
      value: undefined,
    })
  })
})
