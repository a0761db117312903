/**
 * The web app checks its start-up documents against the contract's JSON Schemas (contract/src/start-up),
 * so the first paint needs no Effect. These tests hold that check to the Effect schemas: the generated file
 * is current, nothing there loads Effect, and on real documents and their mutations both give one verdict.
 */
import { readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { loadTheme } from "@billpath/themes"
import { Exit, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, test } from "vitest"
import * as startUp from "../contract/src/start-up/index.ts"
import { type StartUpDocument, schemasSource, startUpSchemas } from "../scripts/start-up-schemas.ts"
import { mutationsOf, replaceAt } from "./shape-mutations.ts"

const folder = resolve(import.meta.dirname, "../contract/src/start-up")

test("schemas.gen.ts matches the contract's schemas (run `npm run contract:start-up` after changing them)", () => {
  expect(readFileSync(resolve(folder, "schemas.gen.ts"), "utf8")).toBe(schemasSource())
})

test("nothing the web app reaches from @billpath/contract/start-up or /rules imports Effect at run time", () => {
  const seen = new Set<string>()
  const visit = (file: string): void => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, "utf8")
    const imports = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s*"([^"]+)"/gmu)]
    for (const [, specifier] of imports) {
      if (specifier === undefined) continue
      expect(specifier, `${file} imports ${specifier}`).toMatch(/^\./u)
      visit(resolve(dirname(file), specifier))
    }
  }
  visit(resolve(folder, "index.ts"))
  visit(resolve(folder, "../rules/index.ts"))
  expect(seen.size).toBeGreaterThan(10)
})

const checkers = {
  config: startUp.checkConfig,
  theme: startUp.checkTheme,
  languages: startUp.checkLanguageList,
  portalTexts: startUp.checkPortalTexts,
  storedSession: startUp.checkStoredSession,
  visitorPass: startUp.checkVisitorPass,
} satisfies Record<StartUpDocument, (value: unknown) => { readonly _tag: string }>

const verdicts = (name: StartUpDocument) => {
  const decode = Schema.decodeUnknownExit(startUpSchemas[name])
  return (value: unknown) => ({
    effect: Exit.isSuccess(decode(value)),
    check: checkers[name](value)._tag === "success",
  })
}

/** The two agree on each sample, on every mutation of it, and on arbitrary JSON. */
const agreeOnMutations = (name: StartUpDocument, samples: ReadonlyArray<unknown>) => {
  const check = verdicts(name)
  let mutations = 0
  for (const sample of samples) {
    expect(check(sample)).toEqual({ effect: true, check: true })
    for (const { path, replacement, mutated } of mutationsOf(sample)) {
      const verdict = check(mutated)
      if (verdict.check !== verdict.effect) {
        expect.fail(
          `at ${JSON.stringify(path)} with ${JSON.stringify(replacement)?.slice(0, 40)}: Effect ${verdict.effect ? "accepts" : "refuses"}, the check ${verdict.check ? "accepts" : "refuses"}`,
        )
      }
      mutations += 1
    }
  }
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
      const verdict = check(value)
      expect(verdict.check).toBe(verdict.effect)
    }),
    { numRuns: 300, seed: 20261123 },
  )
  return mutations
}

const servedTheme = async (id: string): Promise<unknown> => {
  const load = await loadTheme(id)
  if (!load.ok) throw new Error(`theme ${id} does not load`)
  return Schema.encodeSync(Schema.toCodecJson(startUpSchemas.theme))(load.theme)
}

const token = {
  access_token: "a1",
  refresh_token: "r1",
  expires_in: 900,
  issued: "2026-11-22T15:00:00Z",
  authorization_level: "LoggedIn",
}

describe("the start-up check and the Effect schemas give the same verdicts", () => {
  test("the served provider theme", async () => {
    const samples = [await servedTheme("aurora-telecom"), await servedTheme("lakeside-utilities")]
    expect(agreeOnMutations("theme", samples)).toBeGreaterThan(5000)
  }, 60_000)

  test("config.json, plain and encrypted", () => {
    const captcha = { captchaKey: "k", captchaKeyV2: "k2", captchaEnterpriseURL: "", companyID: "c" }
    agreeOnMutations("config", [
      { apiRoot: "/api", ...captcha },
      { apiRoot: "https://api.example.com", ...captcha, themeRoot: "/themes/aurora" },
      { encryptedApiRoot: "QUJD", saltKey: "s", appID: "a", ...captcha },
    ])
  })

  test("the language list and a language's texts", () => {
    agreeOnMutations("languages", [{ items: [{ code: "en", name: "English" }] }, { items: [] }])
    agreeOnMutations("portalTexts", [{ "alerts.error": "Oops", "home.heading": "Welcome" }, {}])
  })

  test("the session the browser keeps, and a quick payment's pass", () => {
    const names = { firstName: "Alice", lastName: "Martin", companyName: "" }
    const session = { token, username: "alice.martin", accountNames: names, lang: "en" }
    agreeOnMutations("storedSession", [session])
    agreeOnMutations("visitorPass", [
      { ...token, issued: "2024-02-29T23:59:59.123Z", authorization_level: "QuickPay" },
    ])
    // A day that does not exist: the instant's pattern alone would pass it.
    const check = verdicts("storedSession")
    expect(check(replaceAt(session, ["token", "issued"], "2026-02-29T10:00:00Z"))).toEqual({
      effect: false,
      check: false,
    })
    expect(verdicts("visitorPass")({ ...token, expires_in: "900" })).toEqual({ effect: false, check: false })
  })

  test("a theme with a '..' image path is refused by both, and the reason names where", async () => {
    const climbing = replaceAt(
      await servedTheme("aurora-telecom"),
      ["images", "en", "logo"],
      "../../secret.png",
    )
    expect(verdicts("theme")(climbing)).toEqual({ effect: false, check: false })
    const result = startUp.checkTheme(climbing)
    expect(result._tag === "failed" ? result.reason : "").toContain("/images/en/logo")
  })
})
