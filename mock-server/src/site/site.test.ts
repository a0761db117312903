import { mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Writable } from "node:stream"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib"
import { endpoints, ProviderTheme, uriTooLongStatus } from "@billpath/contract"
import { compressionThreshold } from "@billpath/portal-server/site/compression.ts"
import { securityHeaders } from "@billpath/portal-server/site/security.ts"
import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { buildMockServer } from "../app.ts"
import { callValue } from "../testing/contract-client.ts"
import { manualClock } from "../testing/manual-clock.ts"
import { personas, signIn, startTestServer, testNow } from "../testing/mock-server.ts"
import { mockKioskSettings } from "./kiosk-settings.ts"

describe("site endpoints", () => {
  test("config.json names the API root, the demo robot-check keys and the provider", async () => {
    const { app } = await startTestServer()
    const config = await callValue(app, endpoints.getConfig, {})
    expect(config).toMatchObject({ apiRoot: "/api", companyID: "aurora-telecom", captchaEnterpriseURL: "" })
    expect(config).not.toHaveProperty("kiosk")
  })

  test("in kiosk configuration (npm run kiosk) config.json carries the kiosk settings", async () => {
    const { app } = await startTestServer({ kiosk: mockKioskSettings("http://127.0.0.1:8080") })
    const config = await callValue(app, endpoints.getConfig, {})
    expect(config.kiosk).toEqual({
      enabled: true,
      idleSeconds: 90,
      allowedOrigins: ["http://127.0.0.1:8080"],
      receiptPaperMm: 80,
      attractMessage: {
        en: "Pay a bill, check your balance or print a receipt",
        fr: "Payez une facture, consultez votre solde ou imprimez un reçu",
      },
    })
  })

  test("languages, and the provider's text overrides per language; the theme decodes", async () => {
    const { app } = await startTestServer({ themeId: "lakeside-utilities" })
    const languages = await callValue(app, endpoints.getPortalLanguages, {})
    expect(languages.items.map((language) => language.code)).toEqual(["en", "fr"])
    const theme = await callValue(app, endpoints.getTheme, {})
    expect(theme.settings.splitRoutingNumber).toBe(true)
    const french = await callValue(app, endpoints.getPortalTexts, { params: { lang: "fr" } })
    expect(french).toEqual(theme.text.fr?.messages)
  })

  test("both themes' documents and images are served; the active one also under /theme", async () => {
    const { app } = await startTestServer()
    for (const id of ["aurora-telecom", "lakeside-utilities"]) {
      const document = await app.inject({ method: "GET", url: `/themes/${id}/theme.json` })
      expect(document.statusCode).toBe(200)
      const theme = Schema.decodeUnknownSync(Schema.toCodecJson(ProviderTheme))(document.json())
      const logo = await app.inject({ method: "GET", url: `/themes/${id}/images/${theme.images.en.logo}` })
      expect(logo.statusCode).toBe(200)
      expect(logo.headers["content-type"]).toMatch(/^image\//)
    }
    const active = await callValue(app, endpoints.getTheme, {})
    const logo = await app.inject({ method: "GET", url: `/theme/images/${active.images.en.logo}` })
    expect(logo.statusCode).toBe(200)
    expect((await app.inject({ method: "GET", url: "/themes/nope/theme.json" })).statusCode).toBe(404)
    expect((await app.inject({ method: "GET", url: "/theme/images/../../package.json" })).statusCode).toBe(
      404,
    )
  })
})

describe("serving the app", () => {
  const withWebBuild = async () => {
    const webRoot = await mkdtemp(join(tmpdir(), "billpath-web-"))
    await writeFile(
      join(webRoot, "index.html"),
      '<!doctype html><title>Billpath</title><script type="module" src="/assets/app.js"></script>',
    )
    const { app } = await buildMockServer({ clock: manualClock(testNow), webRoot })
    return app
  }

  test("page paths get index.html (deep links); unknown API and asset paths get a JSON 404", async () => {
    const app = await withWebBuild()
    for (const url of ["/", "/dashboard", "/billing?currentView=payments", "/settings/autopay"]) {
      const page = await app.inject({ method: "GET", url })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain("<title>Billpath</title>")
    }
    for (const url of ["/api/nothing", "/__mock/nothing", "/assets/missing.js"]) {
      const missing = await app.inject({ method: "GET", url })
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ message: "Not found" })
    }
    await app.close()
  })

  test("a path parameter too long to read gets the contract's 414 with the app built, as without", async () => {
    const app = await withWebBuild()
    for (const url of [`/language/Portal/${"a".repeat(101)}`, `/api/bills/${"1".repeat(101)}/pdf`]) {
      const refused = await app.inject({ method: "GET", url })
      expect(refused.statusCode, url).toBe(uriTooLongStatus)
      expect(refused.json(), url).toEqual({ message: expect.stringContaining("100 characters") })
    }
    await app.close()
  })

  test("a built file's .br or .gz is sent as it is to a browser that accepts it (deep links too)", async () => {
    const webRoot = await mkdtemp(join(tmpdir(), "billpath-web-"))
    const script = Buffer.from(`export const greeting = ${JSON.stringify("hello ".repeat(400))}\n`)
    const page = Buffer.from(`<!doctype html><title>Billpath</title>${"<!-- padding -->".repeat(80)}`)
    await mkdir(join(webRoot, "assets"))
    await writeFile(join(webRoot, "assets", "app.js"), script)
    // Levels the on-the-fly compression does not use, so its bytes would differ from the files'.
    const packed = { br: brotliCompressSync(script), gzip: gzipSync(script, { level: 1 }) }
    await writeFile(join(webRoot, "assets", "app.js.br"), packed.br)
    await writeFile(join(webRoot, "assets", "app.js.gz"), packed.gzip)
    await writeFile(join(webRoot, "index.html"), page)
    await writeFile(join(webRoot, "index.html.br"), brotliCompressSync(page))
    const { app: built } = await buildMockServer({ clock: manualClock(testNow), webRoot })
    for (const encoding of ["br", "gzip"] as const) {
      const answer = await built.inject({
        method: "GET",
        url: "/assets/app.js",
        headers: { "accept-encoding": encoding },
      })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers["content-encoding"]).toBe(encoding)
      expect(answer.headers["content-type"]).toMatch(/javascript/)
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
      expect(answer.rawPayload.equals(packed[encoding])).toBe(true)
    }
    const plain = await built.inject({ method: "GET", url: "/assets/app.js" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.rawPayload.equals(script)).toBe(true)
    const deepLink = await built.inject({
      method: "GET",
      url: "/dashboard",
      headers: { "accept-encoding": "br" },
    })
    expect(deepLink.headers["content-encoding"]).toBe("br")
    expect(deepLink.rawPayload.equals(brotliCompressSync(page))).toBe(true)
    await built.close()
  })

  test("security headers: a CSP without inline scripts that forbids framing by other sites, nosniff, no referrer", async () => {
    const { app } = await startTestServer()
    const response = await app.inject({ method: "GET", url: "/config.json" })
    const csp = String(response.headers["content-security-policy"])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    // The kiosk frames the card page and the receipt it returns to; no other site may frame the portal.
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/u)
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN")
    expect(response.headers["x-content-type-options"]).toBe("nosniff")
    expect(response.headers["referrer-policy"]).toBe("no-referrer")
    // No camera, microphone, location or payment API for the portal, nor for a script injected into it.
    expect(String(response.headers["permissions-policy"])).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\)/u,
    )
  })

  test("a customer's data is never cached: API answers and their files say no-store", async () => {
    const { app } = await startTestServer()
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    const headers = { authorization: `Bearer ${token}` }
    const accounts = await app.inject({ method: "GET", url: "/api/accounts", headers })
    const bills = await app.inject({ method: "GET", url: "/api/bills?page=1&pageSize=1", headers })
    const statementDate = String(bills.json().items[0].statementDate)
    const pdf = await app.inject({
      method: "GET",
      url: `/api/bills/download?statementDate=${statementDate}`,
      headers,
    })
    const refused = await app.inject({ method: "GET", url: "/api/accounts" })
    expect([accounts.statusCode, pdf.statusCode, refused.statusCode]).toEqual([200, 200, 401])
    for (const answer of [accounts, pdf, refused]) expect(answer.headers["cache-control"]).toBe("no-store")
  })

  test("no API answer is cached: unknown paths and what Fastify refuses before the contract say no-store too", async () => {
    const { app } = await startTestServer()
    const url = "/api/forgotpassword/findaccount"
    const json = { "content-type": "application/json" }
    const answers = [
      await app.inject({ method: "GET", url: "/api/nothing" }),
      await app.inject({ method: "DELETE", url: "/api/accounts" }),
      await app.inject({ method: "GET", url: `/api/accounts/${"1".repeat(200)}/settings` }),
      await app.inject({ method: "PUT", url, headers: json, payload: '{"unterminated": ' }),
      await app.inject({
        method: "PUT",
        url,
        headers: json,
        payload: JSON.stringify({ blob: "x".repeat(80_000) }),
      }),
      await app.inject({ method: "PUT", url, headers: { "content-type": "text/plain" }, payload: "{}" }),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, uriTooLongStatus, 400, 413, 415])
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store")
    // The site's own files keep their caching.
    const config = await app.inject({ method: "GET", url: "/config.json" })
    expect(config.headers["cache-control"]).not.toBe("no-store")
  })

  test("the same security headers on API answers, refusals and unknown paths", async () => {
    const { app } = await startTestServer()
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    const answers = [
      await app.inject({
        method: "GET",
        url: "/api/accounts",
        headers: { authorization: `Bearer ${token}` },
      }),
      await app.inject({ method: "GET", url: "/api/accounts" }),
      await app.inject({ method: "GET", url: "/api/nothing" }),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404])
    for (const answer of answers) {
      for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name]).toBe(value)
    }
  })

  test("text answers are compressed when the client accepts it", async () => {
    const { app } = await startTestServer()
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    const response = await app.inject({
      method: "GET",
      url: "/api/bills?page=1&pageSize=24",
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" },
    })
    expect(response.headers["content-encoding"]).toBe("gzip")
  })

  describe("compression by size", () => {
    const fetchBoth = async (url: string, encoding: string, token?: string) => {
      const { app } = await startTestServer()
      const authorization: Record<string, string> =
        token === undefined
          ? {}
          : { authorization: `Bearer ${await signIn(app, personas.alice.username, personas.alice.password)}` }
      const plain = await app.inject({ method: "GET", url, headers: authorization })
      const packed = await app.inject({
        method: "GET",
        url,
        headers: { ...authorization, "accept-encoding": encoding },
      })
      return { plain, packed }
    }
    const unpacked = (encoding: string, bytes: Buffer): Buffer =>
      encoding === "br"
        ? brotliDecompressSync(bytes)
        : encoding === "gzip"
          ? gunzipSync(bytes)
          : inflateSync(bytes)

    test("a small API answer (under 1 KB) is sent as it is, even when the client accepts compression", async () => {
      const { plain, packed } = await fetchBoth("/api/accounts", "gzip, deflate, br", "alice")
      expect(plain.rawPayload.byteLength).toBeLessThan(compressionThreshold)
      expect(packed.statusCode).toBe(200)
      expect(packed.headers["content-encoding"]).toBeUndefined()
      expect(packed.body).toBe(plain.body)
      for (const [name, value] of Object.entries(securityHeaders)) expect(packed.headers[name]).toBe(value)
    })

    test.each(["gzip", "br", "deflate"])(
      "a large API answer is compressed (%s) and unpacks to the same bytes",
      async (encoding) => {
        const { plain, packed } = await fetchBoth("/api/bills?page=1&pageSize=24", encoding, "alice")
        expect(plain.rawPayload.byteLength).toBeGreaterThanOrEqual(compressionThreshold)
        expect(plain.headers["content-encoding"]).toBeUndefined()
        expect(packed.headers["content-encoding"]).toBe(encoding)
        expect(packed.headers.vary).toContain("accept-encoding")
        expect(packed.headers["content-type"]).toBe(plain.headers["content-type"])
        expect(packed.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength)
        expect(unpacked(encoding, packed.rawPayload).equals(plain.rawPayload)).toBe(true)
      },
    )

    test("a large CSV file answer is compressed and unpacks to the same bytes", async () => {
      const { plain, packed } = await fetchBoth(
        "/api/charges/download?startDate=2024-01-01&endDate=2026-12-31",
        "gzip",
        "alice",
      )
      expect(plain.statusCode, plain.body).toBe(200)
      expect(plain.rawPayload.byteLength).toBeGreaterThanOrEqual(compressionThreshold)
      expect(packed.headers["content-encoding"]).toBe("gzip")
      expect(packed.headers["content-disposition"]).toBe(plain.headers["content-disposition"])
      expect(gunzipSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true)
    })

    test("answers outside the contract (the OpenAPI document) are still compressed by the plugin", async () => {
      const { plain, packed } = await fetchBoth("/__mock/openapi.json", "gzip")
      expect(packed.headers["content-encoding"]).toBe("gzip")
      expect(gunzipSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true)
    })
  })

  test("the OpenAPI document and the API reference page are served", async () => {
    const { app } = await startTestServer()
    const document = await app.inject({ method: "GET", url: "/__mock/openapi.json" })
    expect(document.json()).toMatchObject({ openapi: "3.1.0" })
    // The mock's reference says where its e-mails (the temporary passwords) can be read.
    expect(document.json().info.description).toContain("GET /__mock/outbox")
    const page = await app.inject({ method: "GET", url: "/__mock/docs/" })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain("swagger")
  })

  test("a started server leaves nothing in the temporary directory (the reference's document)", async () => {
    const before = process.env.TMPDIR
    const scratch = await mkdtemp(join(tmpdir(), "billpath-site-test-"))
    process.env.TMPDIR = scratch
    try {
      const { app } = await startTestServer()
      expect((await app.inject({ method: "GET", url: "/__mock/docs/" })).statusCode).toBe(200)
      expect(await readdir(scratch)).toEqual([])
    } finally {
      if (before === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = before
    }
  })

  test("the log never holds a password, a token or the sign-in query", async () => {
    const lines: Array<string> = []
    const stream = new Writable({
      write: (chunk, _encoding, done) => {
        lines.push(String(chunk))
        done()
      },
    })
    const { app } = await buildMockServer({ clock: manualClock(testNow), logger: { level: "info", stream } })
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    await app.inject({ method: "GET", url: "/api/accounts", headers: { authorization: `Bearer ${token}` } })
    await app.inject({ method: "GET", url: `/api/refreshtoken?refresh_token=${token}` })
    const log = lines.join("")
    expect(log).toContain("/api/login")
    expect(log).not.toContain(Buffer.from(personas.alice.password).toString("base64url"))
    expect(log).not.toContain(personas.alice.password)
    expect(log).not.toContain(token)
    await app.close()
  })

  test("the log has one line per request, written when it is answered: method, path, status, time", async () => {
    const lines: Array<string> = []
    const stream = new Writable({
      write: (chunk, _encoding, done) => {
        lines.push(
          ...String(chunk)
            .split("\n")
            .filter((line) => line !== ""),
        )
        done()
      },
    })
    const { app } = await buildMockServer({ clock: manualClock(testNow), logger: { level: "info", stream } })
    await app.inject({ method: "GET", url: "/config.json" })
    await app.inject({ method: "GET", url: "/api/login?username=alice.martin&password=wrong" })
    await app.close()
    const requests = lines
      .map((line): unknown => JSON.parse(line))
      .flatMap((entry) =>
        typeof entry === "object" && entry !== null && "req" in entry && "res" in entry ? [entry] : [],
      )
    expect(requests).toEqual([
      expect.objectContaining({
        req: { method: "GET", url: "/config.json" },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        req: { method: "GET", url: "/api/login" },
        res: { statusCode: expect.any(Number) },
      }),
    ])
    expect(lines.filter((line) => line.includes("incoming request"))).toEqual([])
  })
})
