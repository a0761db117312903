import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync } from "node:zlib"
import {
  call,
  type EncodedRequest,
  type Endpoint,
  type EndpointInput,
  endpoints,
  type RawAnswer,
  webManifestPath,
} from "@billpath/contract"
import { themesDirectory } from "@billpath/themes"
import type { FastifyInstance } from "fastify"
import { afterAll, describe, expect, test } from "vitest"
import { buildPortalServer } from "./app.ts"
import { readPortalOptions } from "./options.ts"

const apiRoot = "http://127.0.0.1:8080/api"

/** A built app stand-in: an index page, a hashed script and its brotli copy. */
const webRoot = mkdtempSync(join(tmpdir(), "portal-web-"))
mkdirSync(join(webRoot, "assets"))
writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Billpath</title>")
const script = `console.log(${JSON.stringify("x".repeat(2000))})`
writeFileSync(join(webRoot, "assets", "main-AbC123.js"), script)
writeFileSync(join(webRoot, "assets", "main-AbC123.js.br"), brotliCompressSync(script))

const servers: Array<FastifyInstance> = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
})

const portal = async (argv: ReadonlyArray<string> = [], env: NodeJS.ProcessEnv = {}) => {
  const app = await buildPortalServer(readPortalOptions(["--api-root", apiRoot, ...argv], env), { webRoot })
  servers.push(app)
  return app
}

/** The contract's own client over inject(): an answer the web app would refuse fails the test. */
const callValue = async <E extends Endpoint>(app: FastifyInstance, endpoint: E, input: EndpointInput<E>) => {
  const send = async (request: EncodedRequest): Promise<RawAnswer> => {
    const response = await app.inject({
      method: request.method,
      url: request.path,
      headers: { accept: request.accept },
    })
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
    )
    return { status: response.statusCode, headers, bytes: new Uint8Array(response.rawPayload) }
  }
  const outcome = await call(endpoint, input, send)
  if (outcome._tag !== "success" || !("value" in outcome))
    throw new Error(`${endpoint.name} answered ${outcome._tag}`)
  return outcome.value
}

describe("the portal server", () => {
  test("config.json names the API root given, the theme as company and no robot-check keys by default", async () => {
    const app = await portal()
    const config = await callValue(app, endpoints.getConfig, {})
    expect(config).toMatchObject({ apiRoot, companyID: "aurora-telecom", captchaKey: "", captchaKeyV2: "" })
    const answer = await app.inject({ url: "/config.json" })
    expect(answer.headers["cache-control"]).toBe("no-cache")
  })

  test("the theme's documents, texts in both languages, images, manifest and stylesheet are served", async () => {
    const app = await portal(["--theme", join(themesDirectory, "lakeside-utilities")])
    const theme = await callValue(app, endpoints.getTheme, {})
    expect(theme.settings.splitRoutingNumber).toBe(true)
    expect(await callValue(app, endpoints.getPortalTexts, { params: { lang: "fr" } })).toEqual(
      theme.text.fr?.messages,
    )
    expect((await callValue(app, endpoints.getPortalLanguages, {})).items.map((item) => item.code)).toEqual([
      "en",
      "fr",
    ])
    await callValue(app, endpoints.getSiteOverrides, {})
    const logo = await app.inject({ url: `/theme/images/${theme.images.en.logo}` })
    expect(logo.statusCode).toBe(200)
    expect(logo.headers["content-type"]).toMatch(/^image\//)
    expect((await app.inject({ url: webManifestPath })).json()).toMatchObject({
      name: theme.text.en.providerName,
    })
    expect((await app.inject({ url: "/theme/theme.css" })).body).toContain("--theme-primary")
    expect((await app.inject({ url: "/language/Portal/de" })).statusCode).toBe(404)
  })

  test("pages get index.html uncached, hashed assets a year, precompressed; no API and no mock tools", async () => {
    const app = await portal()
    const page = await app.inject({ url: "/dashboard" })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain("<title>Billpath</title>")
    expect(page.headers["cache-control"]).toBe("no-cache")
    const asset = await app.inject({ url: "/assets/main-AbC123.js", headers: { "accept-encoding": "br" } })
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(asset.headers["content-encoding"]).toBe("br")
    expect((await app.inject({ url: "/api/accounts" })).statusCode).toBe(404)
    expect((await app.inject({ method: "POST", url: "/__mock/reset" })).statusCode).toBe(404)
    expect((await app.inject({ url: "/__mock/docs" })).statusCode).toBe(404)
  })

  test("the CSP lets pages reach the API's origin and the card page's, and Google only with real keys", async () => {
    const app = await portal(["--payment-origin", "https://pay.example.com"])
    const policy = String((await app.inject({ url: "/" })).headers["content-security-policy"])
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:8080;")
    expect(policy).toContain("frame-src 'self' blob: https://pay.example.com;")
    expect(policy).toContain("form-action 'self' https://pay.example.com;")
    expect(policy).toContain("script-src 'self';")
    const withGoogle = await portal([], { CAPTCHA_KEY: "site-key-v3", CAPTCHA_KEY_V2: "site-key-v2" })
    const googlePolicy = String((await withGoogle.inject({ url: "/" })).headers["content-security-policy"])
    expect(googlePolicy).toContain("script-src 'self' https://www.google.com https://www.gstatic.com;")
    const config = await callValue(withGoogle, endpoints.getConfig, {})
    expect(config).toMatchObject({ captchaKey: "site-key-v3", captchaKeyV2: "site-key-v2" })
  })

  test("the card page's origin is the API's unless told", async () => {
    const app = await portal()
    const policy = String((await app.inject({ url: "/" })).headers["content-security-policy"])
    expect(policy).toContain("form-action 'self' http://127.0.0.1:8080;")
  })

  test("kiosk settings from a file are checked with the contract and served", async () => {
    const folder = mkdtempSync(join(tmpdir(), "portal-kiosk-"))
    const settings = {
      enabled: true,
      idleSeconds: 90,
      allowedOrigins: ["http://127.0.0.1:9090", "http://127.0.0.1:8080"],
      receiptPaperMm: 80,
      attractMessage: { en: "Pay a bill" },
    }
    writeFileSync(join(folder, "kiosk.json"), JSON.stringify(settings))
    const app = await portal(["--kiosk", join(folder, "kiosk.json")])
    expect((await callValue(app, endpoints.getConfig, {})).kiosk).toEqual(settings)
    writeFileSync(join(folder, "bad.json"), JSON.stringify({ ...settings, idleSeconds: 5 }))
    expect(() => readPortalOptions(["--api-root", apiRoot, "--kiosk", join(folder, "bad.json")], {})).toThrow(
      /bad\.json is not valid kiosk settings[\s\S]*30 to 900/,
    )
  })
})

describe("bad options stop it at start, saying why", () => {
  test("no API root, or one that is not a URL", () => {
    expect(() => readPortalOptions([], {})).toThrow(/--api-root \(or API_ROOT\) is required/)
    expect(() => readPortalOptions(["--api-root", "api.example.com"], {})).toThrow(
      /--api-root: "api\.example\.com" is not valid/,
    )
    expect(() => readPortalOptions([], { API_ROOT: "ftp://files.example.com" })).toThrow(/is not valid/)
  })

  test("a payment origin with a path, a port out of range", () => {
    expect(() =>
      readPortalOptions(["--api-root", apiRoot, "--payment-origin", "https://pay.example.com/card"], {}),
    ).toThrow(/--payment-origin: .* is not valid/)
    expect(() => readPortalOptions(["--api-root", apiRoot, "--port", "70000"], {})).toThrow(
      /--port: "70000" is not valid/,
    )
  })

  test("a theme that fails the contract's check names the file and the field", async () => {
    const directory = mkdtempSync(join(tmpdir(), "portal-theme-"))
    cpSync(join(themesDirectory, "aurora-telecom"), join(directory, "broken-theme"), { recursive: true })
    writeFileSync(join(directory, "broken-theme", "styles.json"), JSON.stringify({ colors: {} }))
    await expect(portal(["--theme", join(directory, "broken-theme")])).rejects.toThrow(
      /Theme .*broken-theme cannot be used:\n.*styles\.json/,
    )
  })

  test("a missing build", async () => {
    const options = readPortalOptions(["--api-root", apiRoot], {})
    await expect(buildPortalServer(options, { webRoot: join(webRoot, "nowhere") })).rejects.toThrow(
      /npm run build/,
    )
  })
})
