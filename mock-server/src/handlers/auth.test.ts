import { demoCaptchaTokens, endpoints } from "@billpath/contract"
import { describe, expect, test } from "vitest"
import { call } from "../testing/contract-client.ts"
import { personas, signIn, startSignedIn, startTestServer } from "../testing/mock-server.ts"

const login = endpoints.login

describe("sign-in", () => {
  test("Alice signs in: a LoggedIn token with the configured lifetime, and her names", async () => {
    const { app } = await startTestServer({ tokenLifetimeSeconds: 120 })
    const answer = await call(app, login, {
      query: { ...personas.alice, browser: "Chrome", platform: "Linux" },
    })
    expect(answer.status).toBe(200)
    if (!("value" in answer)) return
    expect(answer.value.auth_token.authorization_level).toBe("LoggedIn")
    expect(answer.value.auth_token.expires_in).toBe(120)
    expect(answer.value.auth_token.issued).toBe("2026-11-22T15:00:00.000Z")
    expect(answer.value.account_names).toEqual({ firstName: "Alice", lastName: "Martin", companyName: "" })
  })

  test("usernames compare without case", async () => {
    const { app } = await startTestServer()
    await expect(signIn(app, "ALICE.Martin", personas.alice.password)).resolves.toMatch(/.+/)
  })

  test.each([
    ["a wrong password", personas.alice.username, "Sunrise2025!"],
    ["an unknown username", "nobody.here", "Whatever2026!"],
    ["the password in another case", personas.alice.username, "sunrise2026!"],
  ])("%s answers 431 invalid", async (_case, username, password) => {
    const { app } = await startTestServer()
    const answer = await call(app, login, { query: { username, password } })
    expect(answer.status).toBe(431)
  })

  test("locked.out answers 432 whatever the password", async () => {
    const { app } = await startTestServer()
    for (const password of ["Unlock2026!", "anything", "Sunrise2026!"]) {
      expect((await call(app, login, { query: { username: "locked.out", password } })).status).toBe(432)
    }
  })

  test("reset.required signs in, and GET /me says a new password is needed", async () => {
    const { app, token } = await startSignedIn(personas.rosa)
    const me = await call(app, endpoints.getMe, {}, { token })
    expect(me.status === 200 && "value" in me && me.value.resetPasswordRequired).toBe(true)
  })

  test("five wrong passwords in a row lock the account: the fifth and every later sign-in answer 432", async () => {
    const { app } = await startTestServer()
    const wrong = { username: personas.carla.username, password: "Wrong2026!" }
    const statuses = []
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await call(app, login, { query: wrong })).status)
    expect(statuses).toEqual([431, 431, 431, 431, 432])
    expect((await call(app, login, { query: personas.carla })).status).toBe(432)
  })

  test("a right password resets the count: four wrong, one right, four wrong do not lock", async () => {
    const { app } = await startTestServer()
    const wrong = { username: personas.carla.username, password: "Wrong2026!" }
    for (let attempt = 0; attempt < 4; attempt += 1) await call(app, login, { query: wrong })
    await signIn(app, personas.carla.username, personas.carla.password)
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await call(app, login, { query: wrong })).status).toBe(431)
    await expect(signIn(app, personas.carla.username, personas.carla.password)).resolves.toMatch(/.+/)
  })

  test("a password that is not base64url-transformed is a 400 naming the password", async () => {
    const { app } = await startTestServer()
    const response = await app.inject({
      method: "GET",
      url: "/api/login?username=alice.martin&password=Sunrise2026!",
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ problems: [{ path: "password" }] })
  })
})

describe("tokens", () => {
  test("a signed-in endpoint answers 401 without a token, with a made-up token, and after expiry", async () => {
    const { app, clock } = await startTestServer({ tokenLifetimeSeconds: 60 })
    expect((await call(app, endpoints.getAccounts, {})).status).toBe(401)
    expect((await call(app, endpoints.getAccounts, {}, { token: "made-up" })).status).toBe(401)
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    clock.advance(59_000)
    expect((await call(app, endpoints.getAccounts, {}, { token })).status).toBe(200)
    clock.advance(1_000)
    expect((await call(app, endpoints.getAccounts, {}, { token })).status).toBe(401)
  })

  test("refresh gives a working token and retires the old pair, even after the access token expired", async () => {
    const { app, clock } = await startTestServer({ tokenLifetimeSeconds: 60 })
    const first = await call(app, login, { query: personas.alice })
    if (!("value" in first) || first.status !== 200) throw new Error("sign-in failed")
    const old = first.value.auth_token
    clock.advance(61_000)
    const refreshed = await call(app, endpoints.refreshToken, { query: { refresh_token: old.refresh_token } })
    expect(refreshed.status).toBe(200)
    if (!("value" in refreshed) || refreshed.status !== 200) return
    expect(refreshed.value.access_token).not.toBe(old.access_token)
    expect(refreshed.value.authorization_level).toBe("LoggedIn")
    expect((await call(app, endpoints.getAccounts, {}, { token: refreshed.value.access_token })).status).toBe(
      200,
    )
    expect(
      (await call(app, endpoints.refreshToken, { query: { refresh_token: old.refresh_token } })).status,
    ).toBe(431)
    expect((await call(app, endpoints.getAccounts, {}, { token: old.access_token })).status).toBe(401)
  })

  test("an unknown refresh token answers 431", async () => {
    const { app } = await startTestServer()
    expect((await call(app, endpoints.refreshToken, { query: { refresh_token: "nope" } })).status).toBe(431)
  })

  test("a quick-pay token cannot read the account: 401", async () => {
    const { app } = await startTestServer()
    const found = await call(app, endpoints.quickPayFindAccount, {
      body: { billingPointID: "1002003003", servicePointID: "WTR-77810" },
    })
    if (!("value" in found) || found.status !== 200 || found.value === null)
      throw new Error("quick pay failed")
    const token = found.value.tokenInfo.access_token
    expect((await call(app, endpoints.getAccounts, {}, { token })).status).toBe(401)
    expect(
      (await call(app, endpoints.getBills, { query: { page: 1, pageSize: 10 } }, { token })).status,
    ).toBe(401)
  })
})

describe("demo robot check", () => {
  const verify = endpoints.verifyRecaptchaToken
  test.each([
    ["the low-friction check passes a person", demoCaptchaTokens.lowFriction, "v3", "alice.martin", true],
    ["it fails usernames starting with robot.", demoCaptchaTokens.lowFriction, "v3", "robot.rita", false],
    ["and without case", demoCaptchaTokens.lowFriction, "enterprise", "Robot.Rita", false],
    ["the visible check passes once ticked", demoCaptchaTokens.ticked, "v2", "robot.rita", true],
    [
      "the visible check fails a low-friction token",
      demoCaptchaTokens.lowFriction,
      "v2",
      "alice.martin",
      false,
    ],
    ["a foreign token fails", "03AGdBq2", "v3", "alice.martin", false],
  ] as const)("%s", async (_case, token, version, username, passes) => {
    const { app } = await startTestServer()
    const answer = await call(app, verify, { query: { token, version, username } })
    expect(answer.status === 200 && "value" in answer ? answer.value : undefined).toBe(passes)
  })
})

describe("sessions that end", () => {
  const signInWithRefresh = async (app: Parameters<typeof call>[0]) => {
    const answer = await call(app, login, { query: { ...personas.alice } })
    if (!("value" in answer)) throw new Error(`sign-in answered ${answer.status}`)
    return answer.value.auth_token
  }

  test("after POST /logout the sign-in's access and refresh tokens are refused", async () => {
    const { app } = await startTestServer()
    const token = await signInWithRefresh(app)
    const other = await signInWithRefresh(app)
    const out = await call(app, endpoints.logout, {}, { token: token.access_token })
    expect(out.status).toBe(204)
    expect((await call(app, endpoints.getAccounts, {}, { token: token.access_token })).status).toBe(401)
    const refreshed = await call(app, endpoints.refreshToken, {
      query: { refresh_token: token.refresh_token },
    })
    expect(refreshed.status).toBe(431)
    // Another sign-in of the same customer goes on.
    expect((await call(app, endpoints.getAccounts, {}, { token: other.access_token })).status).toBe(200)
  })

  test("a password change ends the customer's other sign-ins, not the one that changed it", async () => {
    const { app } = await startTestServer()
    const here = await signInWithRefresh(app)
    const elsewhere = await signInWithRefresh(app)
    const changed = await call(
      app,
      endpoints.changePassword,
      { body: { currentPassword: personas.alice.password, newPassword: "Meadow2027!" } },
      { token: here.access_token },
    )
    expect(changed.status).toBe(204)
    expect((await call(app, endpoints.getAccounts, {}, { token: here.access_token })).status).toBe(200)
    expect((await call(app, endpoints.getAccounts, {}, { token: elsewhere.access_token })).status).toBe(401)
    const refreshed = await call(app, endpoints.refreshToken, {
      query: { refresh_token: elsewhere.refresh_token },
    })
    expect(refreshed.status).toBe(431)
  })
})
