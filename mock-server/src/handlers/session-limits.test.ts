import { endpoints, type Token } from "@billpath/contract"
import type { FastifyInstance } from "fastify"
import { describe, expect, test } from "vitest"
import { call } from "../testing/contract-client.ts"
import { personas, startTestServer } from "../testing/mock-server.ts"

const signInAlice = async (app: FastifyInstance): Promise<Token> => {
  const answer = await call(app, endpoints.login, { query: personas.alice })
  if (!("value" in answer) || answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`)
  return answer.value.auth_token
}

const refresh = async (app: FastifyInstance, token: Token): Promise<Token | number> => {
  const answer = await call(app, endpoints.refreshToken, { query: { refresh_token: token.refresh_token } })
  return "value" in answer && answer.status === 200 ? answer.value : answer.status
}

const accountsStatus = async (app: FastifyInstance, token: Token): Promise<number> =>
  (await call(app, endpoints.getAccounts, {}, { token: token.access_token })).status

const renewed = (outcome: Token | number): Token => {
  if (typeof outcome === "number") throw new Error(`refresh answered ${outcome}`)
  return outcome
}

describe("refresh tokens end", () => {
  test("a refresh token idle longer than the limit is refused, and its sign-in ends", async () => {
    const { app, clock } = await startTestServer({
      tokenLifetimeSeconds: 60,
      sessions: { refreshIdleSeconds: 600 },
    })
    const token = await signInAlice(app)
    clock.advance(599_000)
    const next = renewed(await refresh(app, token))
    clock.advance(600_000)
    expect(await refresh(app, next)).toBe(431)
  })

  test("no sign-in outlives the maximum age, however often it is renewed", async () => {
    const { app, clock } = await startTestServer({
      tokenLifetimeSeconds: 60,
      sessions: { refreshIdleSeconds: 600, sessionMaxSeconds: 3600 },
    })
    let token = await signInAlice(app)
    let renewals = 0
    for (;;) {
      clock.advance(50_000)
      const outcome = await refresh(app, token)
      if (typeof outcome === "number") {
        expect(outcome).toBe(431)
        break
      }
      token = outcome
      renewals += 1
    }
    // 3600 s / 50 s: the 72nd renewal would be at the limit.
    expect(renewals).toBe(71)
  })

  test("a renewed refresh token presented again after the leeway ends the whole sign-in", async () => {
    const { app, clock } = await startTestServer({ sessions: { reuseLeewaySeconds: 30 } })
    const stolen = await signInAlice(app)
    const current = renewed(await refresh(app, stolen))
    clock.advance(31_000)
    expect(await refresh(app, stolen)).toBe(431)
    expect(await accountsStatus(app, current)).toBe(401)
    expect(await refresh(app, current)).toBe(431)
  })

  test("within the leeway (two tabs renewing at once) the second renewal is refused and nothing ends", async () => {
    const { app, clock } = await startTestServer({ sessions: { reuseLeewaySeconds: 30 } })
    const shared = await signInAlice(app)
    const first = renewed(await refresh(app, shared))
    clock.advance(2_000)
    expect(await refresh(app, shared)).toBe(431)
    expect(await accountsStatus(app, first)).toBe(200)
    expect(typeof (await refresh(app, first))).toBe("object")
  })
})

describe("bounded sign-ins", () => {
  test("beyond the number of sign-ins a customer may hold, the oldest ends", async () => {
    const { app } = await startTestServer({ sessions: { signInsPerOwner: 3 } })
    const [oldest, ...rest] = [
      await signInAlice(app),
      await signInAlice(app),
      await signInAlice(app),
      await signInAlice(app),
    ]
    if (oldest === undefined) throw new Error("no sign-in")
    expect(await accountsStatus(app, oldest)).toBe(401)
    for (const token of rest) expect(await accountsStatus(app, token)).toBe(200)
  })

  test("ended and expired sign-ins are forgotten: the server keeps what is live, not all it ever issued", async () => {
    const { app, clock, context } = await startTestServer({
      tokenLifetimeSeconds: 60,
      sessions: { refreshIdleSeconds: 600 },
      // Many sign-ins from one client in a moment: past the rate limits a person never meets.
      rateLimits: { perClientPerMinute: 1000, perAccount: 1000 },
    })
    for (let index = 0; index < 200; index += 1) {
      const token = await signInAlice(app)
      if (index % 2 === 0) renewed(await refresh(app, token))
    }
    const state = context.store.state
    expect(state.tokens.size).toBe(25)
    clock.advance(24 * 60 * 60 * 1000)
    await signInAlice(app)
    expect(state.tokens.size).toBe(1)
    expect(state.refreshTokens.size).toBe(1)
    expect(state.rotatedRefreshTokens.size).toBe(0)
    expect([...state.signInsByOwner.values()].flat()).toHaveLength(1)
  })
})

describe("a sign-in that must choose a new password", () => {
  test("reads who it is and changes the password, nothing of the account until then", async () => {
    const { app } = await startTestServer()
    const answer = await call(app, endpoints.login, { query: personas.rosa })
    if (!("value" in answer) || answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`)
    const token = answer.value.auth_token
    expect((await call(app, endpoints.getMe, {}, { token: token.access_token })).status).toBe(200)
    for (const status of [
      await accountsStatus(app, token),
      (
        await call(
          app,
          endpoints.getBills,
          { query: { page: 1, pageSize: 10 } },
          { token: token.access_token },
        )
      ).status,
      (
        await call(
          app,
          endpoints.getSystemMessage,
          { query: { languageCode: "en" } },
          { token: token.access_token },
        )
      ).status,
    ]) {
      expect(status).toBe(401)
    }
    const changed = await call(
      app,
      endpoints.changePassword,
      { body: { currentPassword: personas.rosa.password, newPassword: "Orchard2027!" } },
      { token: token.access_token },
    )
    expect(changed.status).toBe(204)
    expect(await accountsStatus(app, token)).toBe(200)
  })
})
