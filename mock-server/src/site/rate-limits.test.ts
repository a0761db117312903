import { describe, expect, test } from "vitest"
import { personas, startTestServer } from "../testing/mock-server.ts"

const loginUrl = (username: string, password: string) =>
  `/api/login?${new URLSearchParams({ username, password: Buffer.from(password).toString("base64url") })}`

describe("rate limits on the doors into an account", () => {
  test("one client: beyond its tries a minute, 429 in the contract's error shape with Retry-After", async () => {
    const { app } = await startTestServer({ rateLimits: { perClientPerMinute: 5 } })
    const statuses: Array<number> = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const username = `someone${attempt}.else`
      statuses.push((await app.inject({ url: loginUrl(username, "Wrong2026!") })).statusCode)
    }
    expect(statuses).toEqual([431, 431, 431, 431, 431, 429])
    const refused = await app.inject({ url: loginUrl(personas.alice.username, personas.alice.password) })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts: try again in \d+ s$/),
    })
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    expect(refused.headers["cache-control"]).toBe("no-store")
    // Another client is not held back by this one.
    const elsewhere = await app.inject({
      url: loginUrl(personas.alice.username, personas.alice.password),
      remoteAddress: "192.0.2.10",
    })
    expect(elsewhere.statusCode).toBe(200)
  })

  test("one account: many clients together get no further than its tries", async () => {
    const { app } = await startTestServer({ rateLimits: { perAccount: 3 } })
    const statuses: Array<number> = []
    for (let client = 1; client <= 4; client += 1) {
      const answer = await app.inject({
        method: "PUT",
        url: "/api/quickpay/findaccount",
        payload: { billingPointID: "1002003003", servicePointID: `WTR-7781${client}` },
        remoteAddress: `198.51.100.${client}`,
      })
      statuses.push(answer.statusCode)
    }
    expect(statuses.slice(0, 3).every((status) => status === 200)).toBe(true)
    expect(statuses[3]).toBe(429)
    const otherAccount = await app.inject({
      method: "PUT",
      url: "/api/quickpay/findaccount",
      payload: { billingPointID: "1002003001", servicePointID: "TEL-5550101" },
      remoteAddress: "198.51.100.9",
    })
    expect(otherAccount.statusCode).toBe(200)
  })

  test("every answer of a limited operation says what is left, in the IETF draft's RateLimit fields", async () => {
    const { app } = await startTestServer({ rateLimits: { perClientPerMinute: 3, perAccount: 2 } })
    const tries = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      tries.push(await app.inject({ url: loginUrl(personas.alice.username, "Wrong2026!") }))
    }
    const [first, second, refused] = tries
    expect(first?.statusCode).toBe(431)
    expect(first?.headers["ratelimit-policy"]).toBe('"client";q=3;w=60, "account";q=2;w=900')
    expect(first?.headers.ratelimit).toMatch(/^"client";r=2;t=\d+, "account";r=1;t=\d+$/)
    expect(second?.headers.ratelimit).toMatch(/^"client";r=1;t=\d+, "account";r=0;t=\d+$/)
    expect(refused?.statusCode).toBe(429)
    expect(refused?.headers.ratelimit).toMatch(/^"client";r=0;t=\d+, "account";r=0;t=\d+$/)
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0)
    // An operation with no account in it counts per client only; one not limited sends neither field.
    const sendEmail = await app.inject({ method: "PUT", url: "/api/forgotpassword/sendemail", payload: {} })
    expect(sendEmail.headers["ratelimit-policy"]).toBe('"client";q=3;w=60')
    const languages = await app.inject({ url: "/language/Portal" })
    expect(languages.headers).not.toHaveProperty("ratelimit")
  })

  test("POST /__mock/reset starts the counts again, so test suites stay independent", async () => {
    const { app } = await startTestServer({ rateLimits: { perClientPerMinute: 2 } })
    const attempt = () => app.inject({ url: loginUrl(personas.bruno.username, personas.bruno.password) })
    await attempt()
    await attempt()
    expect((await attempt()).statusCode).toBe(429)
    expect((await app.inject({ method: "POST", url: "/__mock/reset" })).statusCode).toBe(204)
    expect((await attempt()).statusCode).toBe(200)
  })

  test("the defaults let a person through: 20 sign-ins in a row from one browser", async () => {
    const { app } = await startTestServer()
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(
        (await app.inject({ url: loginUrl(personas.alice.username, personas.alice.password) })).statusCode,
      ).toBe(200)
    }
  })
})

describe("the mock's own endpoints", () => {
  test("can be switched off: /__mock/* is then not found, the API unchanged", async () => {
    const { app } = await startTestServer({ mockEndpoints: false })
    for (const [method, url] of [
      ["POST", "/__mock/reset"],
      ["GET", "/__mock/outbox"],
      ["POST", "/__mock/bulk-charges?account=1002003001&rows=10"],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(404)
    }
    expect(
      (await app.inject({ url: loginUrl(personas.alice.username, personas.alice.password) })).statusCode,
    ).toBe(200)
  })
})
