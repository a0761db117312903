import { endpoints } from "@billpath/contract"
import type { FastifyInstance } from "fastify"
import { describe, expect, test } from "vitest"
import { call, callValue } from "../testing/contract-client.ts"
import { personas, signIn, startTestServer } from "../testing/mock-server.ts"
import { type SoftwareAuthenticator, softwareAuthenticator } from "../testing/software-authenticator.ts"

const lakeside = { themeId: "lakeside-utilities", announce: () => undefined } as const

/** Adds a passkey to the signed-in customer's account, as the portal's settings screen would. */
const registerWith = async (app: FastifyInstance, token: string, authenticator: SoftwareAuthenticator) => {
  const options = await callValue(app, endpoints.passkeyRegistrationOptions, {}, { token })
  return call(
    app,
    endpoints.registerPasskey,
    {
      body: {
        challenge_id: options.challenge_id,
        name: "Work laptop",
        credential: authenticator.register(options.public_key),
      },
    },
    { token },
  )
}

const signInWith = async (app: FastifyInstance, authenticator: SoftwareAuthenticator, signCount?: number) => {
  const options = await callValue(app, endpoints.passkeySignInOptions, {})
  const credential = authenticator.assert(options.public_key, signCount)
  return {
    credential,
    challengeId: options.challenge_id,
    answer: await call(app, endpoints.signInWithPasskey, {
      body: { challenge_id: options.challenge_id, credential },
    }),
  }
}

describe("passkeys", () => {
  test("register, sign in with it (both factors: a LoggedIn token), list, remove; the removed one is refused", async () => {
    const { app } = await startTestServer(lakeside)
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    const authenticator = softwareAuthenticator()
    const registered = await registerWith(app, token, authenticator)
    expect(registered.status, registered.response.body).toBe(200)
    const { answer } = await signInWith(app, authenticator)
    if (answer._tag !== "success")
      throw new Error(`sign-in answered ${answer.status}: ${answer.response.body}`)
    expect(answer.value.auth_token.authorization_level).toBe("LoggedIn")
    expect(answer.value.second_factor).toBeUndefined()
    const passkeyToken = answer.value.auth_token.access_token
    expect((await call(app, endpoints.getAccounts, {}, { token: passkeyToken })).status).toBe(200)
    const listed = await callValue(app, endpoints.getPasskeys, {}, { token: passkeyToken })
    expect(listed.items).toHaveLength(1)
    expect(listed.items[0]).toMatchObject({ name: "Work laptop", last_used: "2026-11-22T15:00:00.000Z" })
    const id = listed.items[0]?.id ?? ""
    expect((await call(app, endpoints.removePasskey, { params: { passkeyId: id } }, { token })).status).toBe(
      204,
    )
    expect((await callValue(app, endpoints.getPasskeys, {}, { token })).items).toEqual([])
    expect((await signInWith(app, authenticator)).answer.status).toBe(431)
  })

  test("a replayed assertion is refused: the same answer twice, or resent with a new challenge", async () => {
    const { app } = await startTestServer(lakeside)
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    const authenticator = softwareAuthenticator()
    await registerWith(app, token, authenticator)
    const first = await signInWith(app, authenticator)
    expect(first.answer.status).toBe(200)
    const again = { body: { challenge_id: first.challengeId, credential: first.credential } }
    expect((await call(app, endpoints.signInWithPasskey, again)).status).toBe(431)
    const fresh = await callValue(app, endpoints.passkeySignInOptions, {})
    const replayed = { body: { challenge_id: fresh.challenge_id, credential: first.credential } }
    expect((await call(app, endpoints.signInWithPasskey, replayed)).status).toBe(431)
  })

  test("an expired challenge is refused, for sign-in and for registration", async () => {
    const { app, clock } = await startTestServer(lakeside)
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    const authenticator = softwareAuthenticator()
    const creation = await callValue(app, endpoints.passkeyRegistrationOptions, {}, { token })
    clock.advance(5 * 60 * 1000 + 1)
    const late = await call(
      app,
      endpoints.registerPasskey,
      {
        body: {
          challenge_id: creation.challenge_id,
          name: "Key",
          credential: authenticator.register(creation.public_key),
        },
      },
      { token: await signIn(app, personas.alice.username, personas.alice.password) },
    )
    expect(late.status).toBe(431)
    const fresh = await signIn(app, personas.alice.username, personas.alice.password)
    expect((await registerWith(app, fresh, authenticator)).status).toBe(200)
    const request = await callValue(app, endpoints.passkeySignInOptions, {})
    clock.advance(5 * 60 * 1000 + 1)
    const credential = authenticator.assert(request.public_key)
    expect(
      (
        await call(app, endpoints.signInWithPasskey, {
          body: { challenge_id: request.challenge_id, credential },
        })
      ).status,
    ).toBe(431)
  })

  test("a registration challenge belongs to the sign-in that asked", async () => {
    const { app } = await startTestServer(lakeside)
    const alice = await signIn(app, personas.alice.username, personas.alice.password)
    const carla = await signIn(app, personas.carla.username, personas.carla.password)
    const options = await callValue(app, endpoints.passkeyRegistrationOptions, {}, { token: alice })
    const credential = softwareAuthenticator().register(options.public_key)
    const body = { challenge_id: options.challenge_id, name: "Key", credential }
    expect((await call(app, endpoints.registerPasskey, { body }, { token: carla })).status).toBe(431)
    expect((await call(app, endpoints.registerPasskey, { body }, { token: alice })).status).toBe(200)
  })

  test("another customer's passkey: its removal is 404, its credential cannot be registered again", async () => {
    const { app } = await startTestServer(lakeside)
    const alice = await signIn(app, personas.alice.username, personas.alice.password)
    const carla = await signIn(app, personas.carla.username, personas.carla.password)
    const authenticator = softwareAuthenticator()
    const registered = await registerWith(app, alice, authenticator)
    if (registered._tag !== "success") throw new Error(registered.response.body)
    const removal = await call(
      app,
      endpoints.removePasskey,
      { params: { passkeyId: registered.value.id } },
      { token: carla },
    )
    expect(removal.status).toBe(404)
    expect((await registerWith(app, carla, authenticator)).status).toBe(431)
    expect((await callValue(app, endpoints.getPasskeys, {}, { token: alice })).items).toHaveLength(1)
  })

  test("a counter that went backwards is refused", async () => {
    const { app } = await startTestServer(lakeside)
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    const authenticator = softwareAuthenticator()
    await registerWith(app, token, authenticator)
    expect((await signInWith(app, authenticator, 10)).answer.status).toBe(200)
    expect((await signInWith(app, authenticator, 9)).answer.status).toBe(431)
    expect((await signInWith(app, authenticator, 11)).answer.status).toBe(200)
  })

  test("a locked account stays locked with a passkey", async () => {
    const { app } = await startTestServer(lakeside)
    const token = await signIn(app, personas.carla.username, personas.carla.password)
    const authenticator = softwareAuthenticator()
    await registerWith(app, token, authenticator)
    for (let attempt = 0; attempt < 5; attempt += 1)
      await call(app, endpoints.login, { query: { ...personas.carla, password: "Nope2026!" } })
    expect((await signInWith(app, authenticator)).answer.status).toBe(432)
  })

  test("a theme without passkeys answers 404; POST /__mock/reset forgets every passkey", async () => {
    const off = await startTestServer({ announce: () => undefined })
    expect((await call(off.app, endpoints.passkeySignInOptions, {})).status).toBe(404)
    const { app } = await startTestServer(lakeside)
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    await registerWith(app, token, softwareAuthenticator())
    await app.inject({ method: "POST", url: "/__mock/reset" })
    const again = await signIn(app, personas.alice.username, personas.alice.password)
    expect((await callValue(app, endpoints.getPasskeys, {}, { token: again })).items).toEqual([])
  })

  test("sign-in with passkeys is limited per client like sign-in", async () => {
    const { app } = await startTestServer({ ...lakeside, rateLimits: { perClientPerMinute: 2 } })
    const statuses: Array<number> = []
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await call(app, endpoints.passkeySignInOptions, {}, { client: "203.0.113.9" })).status)
    expect(statuses).toEqual([200, 200, 429])
  })
})
