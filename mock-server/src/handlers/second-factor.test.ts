import { endpoints } from "@billpath/contract"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { describe, expect, test } from "vitest"
import { call, callValue } from "../testing/contract-client.ts"
import { signIn, startTestServer } from "../testing/mock-server.ts"

const sofia = { username: "sofia.lind", password: "Lakeshore2026!" } as const
const lakeside = { themeId: "lakeside-utilities", announce: () => undefined } as const

const Outbox = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({ to: Schema.String, subject: Schema.String, code: Schema.optionalKey(Schema.String) }),
  ),
})
const lastMail = async (app: FastifyInstance) =>
  Schema.decodeUnknownSync(Outbox)(
    (await app.inject({ method: "GET", url: "/__mock/outbox" })).json(),
  ).items.at(-1)

const passwordStep = async (app: FastifyInstance, trustedDevice?: string) => {
  const answer = await callValue(app, endpoints.login, {
    query: { ...sofia, ...(trustedDevice === undefined ? {} : { trustedDevice }) },
  })
  return { answer, token: answer.auth_token.access_token }
}

const submit = (app: FastifyInstance, token: string, code: string, remember?: boolean) =>
  call(
    app,
    endpoints.submitSecondFactorCode,
    { body: { code, ...(remember === undefined ? {} : { remember }) } },
    { token },
  )

const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

describe("the e-mailed second factor", () => {
  test("the password gives a SecondFactor token good for nothing else; the mailed code gives LoggedIn", async () => {
    const { app } = await startTestServer(lakeside)
    const { answer, token } = await passwordStep(app)
    expect(answer.auth_token.authorization_level).toBe("SecondFactor")
    expect(answer.auth_token.expires_in).toBe(600)
    expect(answer.second_factor).toEqual({ sent_to: "s•••@example.com", code_seconds: 600 })
    expect((await call(app, endpoints.getAccounts, {}, { token })).status).toBe(401)
    const mail = await lastMail(app)
    expect(mail).toMatchObject({ to: "sofia.lind@example.com", subject: "Your sign-in code" })
    expect(mail?.code).toMatch(/^[0-9]{6}$/u)
    expect((await submit(app, token, wrongCode(mail?.code ?? ""))).status).toBe(431)
    const right = await submit(app, token, mail?.code ?? "")
    if (right._tag !== "success") throw new Error(right.response.body)
    expect(right.value.auth_token.authorization_level).toBe("LoggedIn")
    expect(right.value.trusted_device).toBeUndefined()
    expect(
      (await call(app, endpoints.getAccounts, {}, { token: right.value.auth_token.access_token })).status,
    ).toBe(200)
    // The pending sign-in is over: its token and its code are spent.
    expect((await submit(app, token, mail?.code ?? "")).status).toBe(401)
  })

  test("five wrong codes end the pending sign-in; so do ten minutes, with its code", async () => {
    const { app, clock } = await startTestServer(lakeside)
    const { token } = await passwordStep(app)
    const code = (await lastMail(app))?.code ?? ""
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await submit(app, token, wrongCode(code))).status).toBe(431)
    expect((await submit(app, token, code)).status).toBe(401)
    const next = await passwordStep(app)
    const nextCode = (await lastMail(app))?.code ?? ""
    clock.advance(10 * 60 * 1000)
    expect((await submit(app, next.token, nextCode)).status).toBe(401)
  })

  test("a resent code replaces the last; three resends, then 429 with Retry-After", async () => {
    const { app } = await startTestServer(lakeside)
    const { token } = await passwordStep(app)
    const first = (await lastMail(app))?.code ?? ""
    const statuses: Array<number> = []
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await call(app, endpoints.resendSecondFactorCode, {}, { token })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const latest = (await lastMail(app))?.code ?? ""
    if (latest !== first) expect((await submit(app, token, first)).status).toBe(431)
    expect((await submit(app, token, latest)).status).toBe(200)
  })

  test("remember: the trusted-device token skips the code, until a password change or a reset", async () => {
    const { app } = await startTestServer(lakeside)
    const { token } = await passwordStep(app)
    const right = await submit(app, token, (await lastMail(app))?.code ?? "", true)
    if (right._tag !== "success") throw new Error(right.response.body)
    const device = right.value.trusted_device ?? ""
    expect(device).not.toBe("")
    expect((await passwordStep(app, device)).answer.auth_token.authorization_level).toBe("LoggedIn")
    const loggedIn = (await passwordStep(app, device)).token
    await call(
      app,
      endpoints.changePassword,
      { body: { currentPassword: sofia.password, newPassword: "Lakeshore2027!" } },
      { token: loggedIn },
    )
    const after = await callValue(app, endpoints.login, {
      query: { username: sofia.username, password: "Lakeshore2027!", trustedDevice: device },
    })
    expect(after.auth_token.authorization_level).toBe("SecondFactor")
  })

  test("a completed password reset forgets remembered browsers", async () => {
    const { app } = await startTestServer(lakeside)
    const { token } = await passwordStep(app)
    const right = await submit(app, token, (await lastMail(app))?.code ?? "", true)
    const device = right._tag === "success" ? (right.value.trusted_device ?? "") : ""
    const found = await callValue(app, endpoints.forgotPasswordFindAccount, {
      body: { accountNumber: "1002003008", serviceID: "WTR-77880" },
    })
    await call(
      app,
      endpoints.forgotPasswordSendEmail,
      { body: { securityAnswerText: "Stockholm", languageCode: "en" } },
      { token: found.tokenInfo.access_token },
    )
    const reset = await lastMail(app)
    const temporary = Schema.decodeUnknownSync(
      Schema.Struct({
        items: Schema.Array(Schema.Struct({ temporaryPassword: Schema.optionalKey(Schema.String) })),
      }),
    )((await app.inject({ method: "GET", url: "/__mock/outbox" })).json()).items.at(-1)?.temporaryPassword
    expect(reset?.subject).toBe("Your temporary password")
    const answer = await callValue(app, endpoints.login, {
      query: { username: sofia.username, password: temporary ?? "", trustedDevice: device },
    })
    expect(answer.auth_token.authorization_level).toBe("SecondFactor")
  })

  test("a locked account stays locked: 432 before any code, and a code cannot unlock it", async () => {
    const { app } = await startTestServer(lakeside)
    const { token } = await passwordStep(app)
    const code = (await lastMail(app))?.code ?? ""
    for (let attempt = 0; attempt < 5; attempt += 1)
      await call(app, endpoints.login, { query: { ...sofia, password: "Nope2026!" } })
    const mailsBefore = (await lastMail(app))?.code
    expect((await call(app, endpoints.login, { query: sofia })).status).toBe(432)
    expect((await lastMail(app))?.code).toBe(mailsBefore)
    expect((await submit(app, token, code)).status).toBe(432)
  })

  test("sign-out revokes as today; the setting can be turned off, and then the password is enough", async () => {
    const { app } = await startTestServer(lakeside)
    const { token } = await passwordStep(app)
    const right = await submit(app, token, (await lastMail(app))?.code ?? "")
    const loggedIn = right._tag === "success" ? right.value.auth_token.access_token : ""
    expect(await callValue(app, endpoints.getSecondFactor, {}, { token: loggedIn })).toEqual({
      enabled: true,
      required: false,
      sent_to: "s•••@example.com",
    })
    expect(
      (await call(app, endpoints.updateSecondFactor, { body: { enabled: false } }, { token: loggedIn }))
        .status,
    ).toBe(204)
    expect((await call(app, endpoints.logout, {}, { token: loggedIn })).status).toBe(204)
    expect((await call(app, endpoints.getAccounts, {}, { token: loggedIn })).status).toBe(401)
    await expect(signIn(app, sofia.username, sofia.password)).resolves.toMatch(/.+/)
  })

  test("without the theme's second factor: the password signs in, the settings answer 404", async () => {
    const { app } = await startTestServer({ announce: () => undefined })
    const token = await signIn(app, sofia.username, sofia.password)
    expect((await call(app, endpoints.getSecondFactor, {}, { token })).status).toBe(404)
    expect(
      (await call(app, endpoints.updateSecondFactor, { body: { enabled: true } }, { token })).status,
    ).toBe(404)
  })

  test("wrong codes are limited per client like sign-in", async () => {
    const { app } = await startTestServer({ ...lakeside, rateLimits: { perClientPerMinute: 2 } })
    const { token } = await passwordStep(app)
    const statuses: Array<number> = []
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push(
        (
          await call(
            app,
            endpoints.submitSecondFactorCode,
            { body: { code: "000000" } },
            { token, client: "203.0.113.7" },
          )
        ).status,
      )
    expect(statuses.slice(2)).toEqual([429])
  })
})
