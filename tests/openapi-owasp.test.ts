import { Document, Spectral } from "@stoplight/spectral-core"
import owasp from "@stoplight/spectral-owasp-ruleset"
import { Json } from "@stoplight/spectral-parsers"
import { oas } from "@stoplight/spectral-rulesets"
import { describe, expect, test } from "vitest"
import { openApiDocument } from "../contract/src/openapi.ts"

/**
 * The OWASP API Security errors the provider's own spec imposes, so the document keeps them on purpose:
 * rule, the path of the reported spot, and why. Everything else the ruleset calls an error fails the test.
 */
const spotsTheSpecImposes: ReadonlyArray<{ readonly rule: string; readonly at: string; readonly why: string }> = [
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
  {
    rule: "owasp:api8:2023-no-server-http",
    at: "servers.1.url",
    why: "the mock as npm start serves it, on this machine's loopback address without TLS",
  },
]

const lint = async () => {
  const spectral = new Spectral()
  spectral.setRuleset({ extends: [[oas, "recommended"], [owasp, "recommended"]] })
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
    expect(spotsTheSpecImposes.filter((spot) => !errors.some((error) => imposed(error) && error.at === spot.at))).toEqual(
      [],
    )
  })
})
