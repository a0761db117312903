import { endpoints } from "@billpath/contract"
import type { FastifyInstance } from "fastify"
import { describe, expect, test } from "vitest"
import { crossOriginCall, crossOriginValue, mockHost } from "../testing/cross-origin.ts"
import { personas, startTestServer } from "../testing/mock-server.ts"

const portal = "http://127.0.0.1:9090"
const stranger = "https://portal.attacker.example"

const preflight = (app: FastifyInstance, url: string, origin: string, method = "GET") =>
  app.inject({
    method: "OPTIONS",
    url,
    headers: {
      host: mockHost,
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization,content-type",
    },
  })

const corsHeaderNames = (headers: Readonly<Record<string, unknown>>) =>
  Object.keys(headers).filter((name) => name.startsWith("access-control-"))

/** Signs in from the portal's origin, as its page would, and answers the access token. */
const signInFrom = async (app: FastifyInstance, origin: string) =>
  (
    await crossOriginValue(app, origin, endpoints.login, {
      query: { username: personas.alice.username, password: personas.alice.password },
    })
  ).auth_token.access_token

describe("the API called from a portal on another origin (--cors-origin)", () => {
  test("a preflight from an allowed portal is answered: 204, its origin, the client's headers, cached", async () => {
    const { app } = await startTestServer({ corsOrigins: [portal] })
    const answer = await preflight(app, "/api/me", portal, "PUT")
    expect(answer.statusCode).toBe(204)
    expect(answer.headers["access-control-allow-origin"]).toBe(portal)
    const allowedHeaders = String(answer.headers["access-control-allow-headers"]).split(/,\s*/)
    expect(allowedHeaders).toEqual(
      expect.arrayContaining(["authorization", "content-type", "accept", "accept-language"]),
    )
    expect(String(answer.headers["access-control-allow-methods"]).split(/,\s*/)).toEqual(
      expect.arrayContaining(["GET", "POST", "PUT"]),
    )
    expect(Number(answer.headers["access-control-max-age"])).toBeGreaterThan(0)
    // Bearer tokens, no cookies: a credentialed request stays refused.
    expect(answer.headers["access-control-allow-credentials"]).toBeUndefined()
  })

  test("Alice, on the portal's origin, signs in and downloads her bill by its name", async () => {
    const { app } = await startTestServer({ corsOrigins: [portal] })
    const token = await signInFrom(app, portal)
    const bills = await crossOriginValue(
      app,
      portal,
      endpoints.getBills,
      { query: { page: 1, pageSize: 1 } },
      token,
    )
    const statementDate = bills.items[0]?.statementDate ?? ""
    const file = await crossOriginValue(
      app,
      portal,
      endpoints.downloadBill,
      { query: { statementDate } },
      token,
    )
    // Read from Content-Disposition, which the page sees only when it is exposed.
    expect(file.fileName).toBe(`${statementDate}.pdf`)
    expect(file.contentType).toBe("application/pdf")
    const raw = await app.inject({
      url: `/api/bills/download?${new URLSearchParams({ statementDate })}`,
      headers: { host: mockHost, origin: portal, authorization: `Bearer ${token}` },
    })
    expect(raw.headers["access-control-allow-origin"]).toBe(portal)
  })

  test("a change with a JSON body (PUT) passes its preflight and is made", async () => {
    const { app } = await startTestServer({ corsOrigins: [portal] })
    const token = await signInFrom(app, portal)
    const manual = { username: personas.alice.username, isManual: true, languageCode: "en" } as const
    const saved = await crossOriginCall(app, portal, endpoints.updatePaymentMethod, { body: manual }, token)
    expect(saved._tag).toBe("success")
  })

  test("a 429 reaches the portal's code with its Retry-After and RateLimit fields", async () => {
    const { app } = await startTestServer({ corsOrigins: [portal], rateLimits: { perClientPerMinute: 1 } })
    const login = (password: string) =>
      app.inject({
        url: `/api/login?${new URLSearchParams({ username: "someone.else", password: Buffer.from(password).toString("base64url") })}`,
        headers: { host: mockHost, origin: portal },
      })
    await login("Wrong2026!")
    const refused = await login("Wrong2026!")
    expect(refused.statusCode).toBe(429)
    expect(refused.headers["access-control-allow-origin"]).toBe(portal)
    const exposed = String(refused.headers["access-control-expose-headers"]).split(/,\s*/)
    expect(exposed).toEqual(expect.arrayContaining(["retry-after", "ratelimit", "ratelimit-policy"]))
    expect(Object.keys(refused.headers)).toEqual(expect.arrayContaining(["retry-after", "ratelimit"]))
  })

  test("an origin not allowed gets no Access-Control-Allow-Origin: its page cannot read the API", async () => {
    const { app } = await startTestServer({ corsOrigins: [portal] })
    expect((await preflight(app, "/api/me", stranger)).headers["access-control-allow-origin"]).toBeUndefined()
    const read = await app.inject({
      url: "/api/systemmessage",
      headers: { host: mockHost, origin: stranger },
    })
    expect(read.headers["access-control-allow-origin"]).toBeUndefined()
    const outcome = await crossOriginCall(app, stranger, endpoints.login, {
      query: { username: personas.alice.username, password: personas.alice.password },
    })
    expect(outcome._tag).toBe("failed")
  })

  test("the site's own documents stay same-origin: no CORS on config.json, the theme or pages", async () => {
    const { app } = await startTestServer({ corsOrigins: [portal] })
    for (const url of ["/config.json", "/theme/theme.json", "/billing"]) {
      const answer = await app.inject({ url, headers: { host: mockHost, origin: portal } })
      expect(corsHeaderNames(answer.headers)).toEqual([])
      expect(corsHeaderNames((await preflight(app, url, portal)).headers)).toEqual([])
    }
  })

  test("without --cors-origin no answer carries a CORS header, and a preflight finds nothing", async () => {
    const { app } = await startTestServer()
    const answered = await preflight(app, "/api/me", portal, "PUT")
    expect(answered.statusCode).toBe(404)
    expect(corsHeaderNames(answered.headers)).toEqual([])
    const read = await app.inject({ url: "/api/systemmessage", headers: { host: mockHost, origin: portal } })
    expect(corsHeaderNames(read.headers)).toEqual([])
    expect(read.headers.vary ?? "").not.toMatch(/origin/i)
    const outcome = await crossOriginCall(app, portal, endpoints.login, {
      query: { username: personas.alice.username, password: personas.alice.password },
    })
    expect(outcome._tag).toBe("failed")
  })
})
