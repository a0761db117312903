/**
 * The web app checks its start-up documents with shapes made from the contract's schemas
 * (contract/src/light), so the sign-in page needs no Effect. These tests hold the shapes to the schemas:
 * the generated file is current, nothing under light/ loads Effect, and on real documents and on
 * thousands of mutations of them, the shape and the Effect schema give the same verdict.
 */
import { readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { loadTheme } from "@billpath/themes"
import { Effect, Exit, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, test } from "vitest"
import {
  decodeConfig,
  decodeLanguageList,
  decodePortalTexts,
  decodeServedTheme,
  decodeStoredSession,
  decodeVisitorPass,
} from "../contract/src/light/index.ts"
import { shapesOf } from "../contract/src/light/shape-from-schema.ts"
import { siteOverrideShapesSource } from "../contract/src/light/site-override-shapes-source.ts"
import { lightSchemas, siteSchemas } from "../contract/src/light/site-schemas.ts"
import { siteShapesSource } from "../contract/src/light/site-shapes-source.ts"
import { mutationsOf, replaceAt } from "./shape-mutations.ts"

const lightFolder = resolve(import.meta.dirname, "../contract/src/light")

test("site-shapes.gen.ts matches the contract's schemas (run `npm run contract:shapes` after changing them)", () => {
  expect(readFileSync(resolve(lightFolder, "site-shapes.gen.ts"), "utf8")).toBe(siteShapesSource())
})

test("nothing the web app can reach under contract/src/light imports Effect at run time", () => {
  const seen = new Set<string>()
  const visit = (file: string): void => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, "utf8")
    const imports = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gmu)]
    for (const [, specifier] of imports) {
      if (specifier === undefined) continue
      expect(specifier, `${file} imports ${specifier}`).not.toMatch(/^effect(\/|$)/u)
      if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier))
    }
  }
  visit(resolve(lightFolder, "index.ts"))
  expect(seen.size).toBeGreaterThan(3)
})

test("a check written as a function, a default or a transformation has no shape: the generator refuses it", () => {
  const custom = Schema.Struct({ name: Schema.String.check(Schema.makeFilter((value) => value !== "x")) })
  expect(() => shapesOf({ custom })).toThrow(/check written as a function/)
  const withDefault = Schema.Struct({
    flag: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
  })
  expect(() => shapesOf({ withDefault })).toThrow(/a transformation or a default/)
  // The type side has no default: its shape requires the key.
  expect(shapesOf({ withDefault: Schema.toType(withDefault) }).roots.withDefault).toEqual({
    kind: "object",
    properties: [{ name: "flag", shape: { kind: "boolean" } }],
  })
})

const verdicts = <T>(
  schema: Schema.Codec<T, unknown, never, never>,
  light: (value: unknown) => { readonly _tag: "success" | "failure" },
) => {
  const decode = Schema.decodeUnknownExit(schema)
  return (value: unknown) => ({
    effect: Exit.isSuccess(decode(value)),
    light: light(value)._tag === "success",
  })
}

const agreeOnMutations = (
  samples: ReadonlyArray<unknown>,
  check: (value: unknown) => { effect: boolean; light: boolean },
) => {
  let mutations = 0
  for (const sample of samples) {
    expect(check(sample)).toEqual({ effect: true, light: true })
    for (const { path, replacement, mutated } of mutationsOf(sample)) {
      const { effect, light } = check(mutated)
      if (light !== effect) {
        expect.fail(
          `at ${JSON.stringify(path)} with ${JSON.stringify(replacement)?.slice(0, 40)}: Effect ${effect ? "accepts" : "refuses"}, the shape ${light ? "accepts" : "refuses"}`,
        )
      }
      mutations += 1
    }
  }
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
      const { effect, light } = check(value)
      expect(light).toBe(effect)
    }),
    { numRuns: 300, seed: 20261123 },
  )
  return mutations
}

const servedTheme = async (id: string): Promise<unknown> => {
  const load = await loadTheme(id)
  if (!load.ok) throw new Error(`theme ${id} does not load`)
  return Schema.encodeSync(Schema.toCodecJson(siteSchemas.theme))(load.theme)
}

describe("shapes and schemas give the same verdicts", () => {
  test("the served provider theme", async () => {
    const samples = [await servedTheme("aurora-telecom"), await servedTheme("lakeside-utilities")]
    expect(agreeOnMutations(samples, verdicts(siteSchemas.theme, decodeServedTheme))).toBeGreaterThan(5000)
  }, 60_000)

  test("config.json, plain and encrypted", () => {
    const captcha = { captchaKey: "k", captchaKeyV2: "k2", captchaEnterpriseURL: "", companyID: "c" }
    const samples = [
      { apiRoot: "/api", ...captcha },
      { apiRoot: "https://api.example.com", ...captcha, themeRoot: "/themes/aurora" },
      { encryptedApiRoot: "QUJD", saltKey: "s", appID: "a", ...captcha },
    ]
    agreeOnMutations(samples, verdicts(siteSchemas.config, decodeConfig))
  })

  test("the language list and a language's texts", () => {
    agreeOnMutations(
      [
        {
          items: [
            { code: "en", name: "English" },
            { code: "fr", name: "Français" },
          ],
        },
        { items: [] },
      ],
      verdicts(siteSchemas.languages, decodeLanguageList),
    )
    agreeOnMutations(
      [{ "alerts.error": "Oops", "home.heading": "Welcome" }, {}],
      verdicts(siteSchemas.portalTexts, decodePortalTexts),
    )
  })

  test("the session the browser keeps", () => {
    const token = {
      access_token: "a1",
      refresh_token: "r1",
      expires_in: 900,
      issued: "2026-11-22T15:00:00Z",
      authorization_level: "LoggedIn",
    }
    const names = { firstName: "Alice", lastName: "Martin", companyName: "" }
    const samples = [
      { token, username: "alice.martin", accountNames: names, lang: "en" },
      {
        token: { ...token, issued: "2024-02-29T23:59:59.123Z", authorization_level: "QuickPay" },
        username: "",
        accountNames: { ...names, companyName: "Northwind" },
        lang: "fr",
      },
    ]
    const check = verdicts(lightSchemas.storedSession, decodeStoredSession)
    agreeOnMutations(samples, check)
    // A day that does not exist: the pattern alone would pass it.
    expect(check(replaceAt(samples[0], ["token", "issued"], "2026-02-29T10:00:00Z"))).toEqual({
      effect: false,
      light: false,
    })
  })

  test("the visitor pass a quick payment keeps while on the card page", () => {
    const pass = {
      access_token: "q1",
      refresh_token: "r1",
      expires_in: 900,
      issued: "2026-11-22T15:00:00Z",
      authorization_level: "QuickPay",
    }
    const check = verdicts(lightSchemas.visitorPass, decodeVisitorPass)
    agreeOnMutations([pass, { ...pass, authorization_level: "LoggedIn" }], check)
    expect(check({ ...pass, expires_in: "900" })).toEqual({ effect: false, light: false })
  })

  test("a theme with a '..' image path is refused by both, with the contract's reason", () => {
    const check = verdicts(siteSchemas.theme, decodeServedTheme)
    return servedTheme("aurora-telecom").then((theme) => {
      const climbing = replaceAt(theme, ["images", "en", "logo"], "../../secret.png")
      expect(check(climbing)).toEqual({ effect: false, light: false })
      const result = decodeServedTheme(climbing)
      expect(result._tag === "failure" ? result.problem.path : []).toEqual(["images", "en", "logo"])
    })
  })
})

test("site-override-shapes.gen.ts matches the contract's schemas (run `npm run contract:shapes` after changing them)", () => {
  expect(readFileSync(resolve(lightFolder, "site-override-shapes.gen.ts"), "utf8")).toBe(
    siteOverrideShapesSource(),
  )
})
