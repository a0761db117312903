import { Document, type RuleDefinition, type RulesetDefinition, Spectral } from "@stoplight/spectral-core"
import owaspExport from "@stoplight/spectral-owasp-ruleset"
import { Json } from "@stoplight/spectral-parsers"
import { oas } from "@stoplight/spectral-rulesets"
import { describe, expect, test } from "vitest"
import { openApiDocument } from "../contract/src/openapi.ts"

/**
 * The OWASP API Security errors the provider's own spec imposes, so the document keeps them on purpose:
 * rule, the path of the reported spot, and why. Everything else the ruleset calls an error fails the test.
 */
const spotsTheSpecImposes: ReadonlyArray<{
  readonly rule: string
  readonly at: string
  readonly why: string
}> = [
  {
    rule: "owasp:api2:2023-no-credentials-in-url",
    at: "paths./api/login.get.parameters.1.name",
    why: "the spec's GET /login takes the username and password as query parameters",
  },
  {
    rule: "owasp:api2:2023-no-credentials-in-url",
    at: "paths./api/refreshtoken.get.parameters.0.name",
    why: "the spec's GET /refreshtoken takes the refresh token as a query parameter",
  },
  {
    rule: "owasp:api2:2023-no-credentials-in-url",
    at: "paths./api/verifyrecaptchatoken.get.parameters.0.name",
    why: "the spec's GET /verifyrecaptchatoken takes the robot check's token as a query parameter",
  },
  ...["quickpay/findaccount", "registration/validateaccount", "forgotpassword/findaccount"].map((path) => ({
    rule: "owasp:api2:2023-write-restricted",
    at: `paths./api/${path}.put.security`,
    why: "a visitor flow's lookup: the spec's PUT is called before anyone has signed in",
  })),
  ...["passkeys/signin/options", "passkeys/signin"].map((path) => ({
    rule: "owasp:api2:2023-write-restricted",
    at: `paths./api/${path}.post.security`,
    why: "a passkey sign-in's two steps: like GET /login, they are how a visitor gets a token",
  })),
  {
    rule: "owasp:api8:2023-no-server-http",
    at: "servers.1.url",
    why: "the mock as npm start serves it, on this machine's loopback address without TLS",
  },
]

type Severity = NonNullable<RuleDefinition["severity"]>
type RuleType = NonNullable<RuleDefinition["type"]>
const severities: ReadonlyArray<Severity> = [0, 1, 2, 3, "error", "warn", "info", "hint", "off"]
const ruleTypes: ReadonlyArray<RuleType> = ["validation", "style"]

/** A rule as the rulesets' bundled types declare it: their severity and type widened to string or number. */
type BundledRule = Omit<RuleDefinition, "severity" | "type"> & {
  readonly severity?: string | number
  readonly type?: string
}

interface BundledRuleset {
  readonly formats: NonNullable<RulesetDefinition["formats"]>
  readonly aliases?: NonNullable<RulesetDefinition["aliases"]>
  readonly rules: { readonly [name: string]: BundledRule }
}

/** Reads a rule's severity and type back as Spectral's own values, so the rule is a RuleDefinition. */
const ruleOf = ({ severity, type, ...rule }: BundledRule): RuleDefinition => {
  const knownSeverity = severities.find((known) => known === severity)
  const knownType = ruleTypes.find((known) => known === type)
  return {
    ...rule,
    ...(knownSeverity === undefined ? {} : { severity: knownSeverity }),
    ...(knownType === undefined ? {} : { type: knownType }),
  }
}

const rulesetOf = (bundled: BundledRuleset): RulesetDefinition => ({
  formats: bundled.formats,
  ...(bundled.aliases === undefined ? {} : { aliases: bundled.aliases }),
  rules: Object.fromEntries(Object.entries(bundled.rules).map(([name, rule]) => [name, ruleOf(rule)])),
})

// The package is CommonJS with an ES build: tsc reads its default import as the module (the ruleset under
// `default`), Vitest loads the ES build, whose default import is the ruleset itself.
const owasp = "default" in owaspExport ? owaspExport.default : owaspExport

const lint = async () => {
  const spectral = new Spectral()
  spectral.setRuleset({
    extends: [
      [rulesetOf(oas), "recommended"],
      [rulesetOf(owasp), "recommended"],
    ],
  })
  const text = JSON.stringify(openApiDocument(), null, 2)
  const results = await spectral.run(new Document(text, Json, "openapi.json"))
  // Spectral's severities: 0 is an error, then warning, information and hint.
  return results
    .filter((result) => result.severity === 0)
    .map((result) => ({ rule: String(result.code), at: result.path.join("."), message: result.message }))
}

describe("the OpenAPI document against the OWASP API Security ruleset", () => {
  // Spectral resolves and walks the whole document: seconds on a busy shared machine.
  test("has no error but the spots the provider's spec imposes, and each of those is still there", {
    timeout: 60_000,
  }, async () => {
    const errors = await lint()
    const imposed = (error: { readonly rule: string; readonly at: string }) =>
      spotsTheSpecImposes.some((spot) => spot.rule === error.rule && spot.at === error.at)
    expect(errors.filter((error) => !imposed(error))).toEqual([])
    // A spot the document no longer has comes off the list, so the list says what is true.
    expect(
      spotsTheSpecImposes.filter((spot) => !errors.some((error) => imposed(error) && error.at === spot.at)),
    ).toEqual([])
  })
})
