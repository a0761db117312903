import { Schema, SchemaAST } from "effect"
import { describe, expect, test } from "vitest"
import { statuses } from "../statuses.ts"
import { fileNameFor } from "./content-disposition.ts"
import { fillPath, meaningOfStatus, needsToken, routePattern } from "./derive.ts"
import { type Endpoint, endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"
import { endpointGroups, endpointList, endpoints } from "./index.ts"

/** The path parameter names of an endpoint, in order. */
const pathParamNames = (endpoint: Endpoint): ReadonlyArray<string> =>
  Array.from(endpoint.path.matchAll(/\{([A-Za-z0-9_]+)\}/g), (match) => match[1] ?? "")

/** The calls of spec §7, plus the ones we decided (document-language update, dismissal, theme). */
const specCalls = [
  "GET /accounts",
  "PUT /accounts/{accountNumber}/accountSettings",
  "PUT /billoptions",
  "GET /accounts/subscriptionpoints",
  "GET /systemmessage",
  "GET /charges",
  "GET /charges/download",
  "GET /language/Portal",
  "GET /language/Portal/{lang}",
  "GET /login",
  "GET /refreshtoken",
  "GET /payment/receipt",
  "GET /payments",
  "PUT /payment/paymentmethod",
  "GET /payment/redirecturl",
  "GET /bills",
  "GET /bills/download",
  "GET /me",
  "GET /securityquestions",
  "PUT /me/updateprofile",
  "GET /doclanguage",
  "PUT /doclanguage",
  "GET /verifyrecaptchatoken",
  "PUT /quickpay/findaccount",
  "PUT /registration/validateaccount",
  "PUT /registration/save",
  "PUT /forgotpassword/findaccount",
  "PUT /forgotpassword/sendemail",
  "PUT /me/changepassword",
  "GET /usage",
  "GET /usage/billing-dates",
  "GET /usage/downloadusagesummary",
  "GET /usage/downloadusagedetail",
  "GET /config.json",
] as const
const decidedCalls = [
  "PUT /systemmessage/dismiss",
  "GET /theme/theme.json",
  "GET /theme/sites.json",
  "GET /usage/history",
  "POST /logout",
] as const
/** Ours, beyond the provider's spec, each marked so (docs/decisions/046-passkeys-and-a-second-factor.md). */
const extensionCalls = [
  "POST /login/code",
  "POST /login/code/resend",
  "GET /secondfactor",
  "PUT /secondfactor",
  "POST /passkeys/registration/options",
  "POST /passkeys",
  "GET /passkeys",
  "DELETE /passkeys/{passkeyId}",
  "POST /passkeys/signin/options",
  "POST /passkeys/signin",
] as const

const callOf = (declared: Endpoint) => `${declared.method} ${declared.path}`

const fieldNames = (schema: Schema.Codec<unknown, unknown> | undefined): ReadonlyArray<string> => {
  if (schema === undefined) return []
  const ast = schema.ast
  return SchemaAST.isObjects(ast) ? ast.propertySignatures.map((signature) => String(signature.name)) : []
}

describe("the endpoint catalogue", () => {
  test("holds every call of spec §7 once, and nothing undeclared", () => {
    const calls = endpointList.map(callOf)
    expect([...calls].sort()).toEqual([...specCalls, ...decidedCalls, ...extensionCalls].sort())
    expect(new Set(calls).size).toBe(calls.length)
  })

  test("marks exactly the extensions beyond the provider's spec", () => {
    const marked = endpointList.filter((declared) => declared.extension === true).map(callOf)
    expect(marked.sort()).toEqual([...extensionCalls].sort())
  })

  test("names each endpoint by its key", () => {
    for (const [key, declared] of Object.entries(endpoints)) expect(declared.name).toBe(key)
  })

  test("holds every group's endpoints unchanged: no key is used by two groups", () => {
    const grouped = Object.values(endpointGroups).flatMap((endpointsOfGroup) =>
      Object.entries(endpointsOfGroup),
    )
    expect(grouped).toHaveLength(endpointList.length)
    for (const [key, declared] of grouped)
      expect(Object.entries(endpoints).find(([name]) => name === key)?.[1]).toBe(declared)
  })

  test.each(endpointList.map((declared) => [declared.name, declared] as const))(
    "%s: each status and each tag means one thing",
    (_, declared) => {
      expect(new Set(declared.errors.map((meaning) => meaning.status)).size).toBe(declared.errors.length)
      expect(new Set(declared.errors.map((meaning) => meaning.tag)).size).toBe(declared.errors.length)
    },
  )

  test.each(endpointList.map((declared) => [declared.name, declared] as const))(
    "%s: path parameters and params schema agree",
    (_, declared) => {
      expect(fieldNames(declared.params)).toEqual(pathParamNames(declared))
    },
  )

  test("site calls are the portal's own files; every other call is under the API root", () => {
    const siteCalls = endpointList.filter((declared) => declared.host === "site").map(callOf)
    expect(siteCalls.sort()).toEqual(
      [
        "GET /config.json",
        "GET /language/Portal",
        "GET /language/Portal/{lang}",
        "GET /theme/theme.json",
        "GET /theme/sites.json",
      ].sort(),
    )
  })

  test("visitor calls are public; signed-in calls need a LoggedIn token", () => {
    const publicCalls = endpointList
      .filter((declared) => !needsToken(declared))
      .map((declared) => declared.name)
    expect(publicCalls.sort()).toEqual(
      [
        "login",
        "refreshToken",
        "verifyRecaptchaToken",
        "getSecurityQuestions",
        "quickPayFindAccount",
        "validateRegistrationAccount",
        "forgotPasswordFindAccount",
        "getConfig",
        "getPortalLanguages",
        "getPortalTexts",
        "getTheme",
        "getSiteOverrides",
        "passkeySignInOptions",
        "signInWithPasskey",
      ].sort(),
    )
    expect(endpoints.submitSecondFactorCode.access).toEqual(["SecondFactor"])
    expect(endpoints.resendSecondFactorCode.access).toEqual(["SecondFactor"])
    expect(endpoints.saveRegistration.access).toEqual(["Registration"])
    expect(endpoints.forgotPasswordSendEmail.access).toEqual(["PasswordReset"])
    expect(endpoints.getPaymentRedirectUrl.access).toEqual(["LoggedIn", "QuickPay"])
    expect(endpoints.getAccounts.access).toEqual(["LoggedIn"])
  })
})

describe("statuses of spec §8", () => {
  test.each([
    ["login", 431, "invalid"],
    ["login", 432, "locked"],
    ["quickPayFindAccount", 431, "invalid"],
    ["forgotPasswordFindAccount", 431, "invalid"],
    ["forgotPasswordSendEmail", 431, "invalid"],
    ["changePassword", 431, "invalid"],
    ["validateRegistrationAccount", 431, "invalid"],
    ["validateRegistrationAccount", 433, "inactive"],
    ["validateRegistrationAccount", 434, "registered"],
    ["saveRegistration", 434, "username"],
    ["updateProfile", 434, "username"],
    ["updatePaymentMethod", 435, "rejected"],
  ] as const)("%s answers %i as %s", (name, status, tag) => {
    expect(meaningOfStatus(endpoints[name], status)?.tag).toBe(tag)
  })

  test("435 carries the server's list of messages", () => {
    const meaning = meaningOfStatus(endpoints.updatePaymentMethod, 435)
    expect(meaning?.body).toBe(statuses.paymentMethodRejected.body)
    const body = meaning?.body
    expect(body && Schema.decodeUnknownSync(body)(["Card declined", "Try another"])).toEqual([
      "Card declined",
      "Try another",
    ])
  })

  test("a status an endpoint does not declare means nothing there", () => {
    expect(meaningOfStatus(endpoints.login, 434)).toBeUndefined()
    expect(meaningOfStatus(endpoints.getAccounts, 431)).toBeUndefined()
  })
})

describe("derivations from an endpoint value", () => {
  test("route pattern and concrete path", () => {
    expect(routePattern(endpoints.updateAccountSettings)).toBe("/accounts/:accountNumber/accountSettings")
    expect(fillPath(endpoints.updateAccountSettings, { accountNumber: "1002003001" })).toBe(
      "/accounts/1002003001/accountSettings",
    )
    expect(fillPath(endpoints.getPortalTexts, { lang: "a/b" })).toBe("/language/Portal/a%2Fb")
  })

  test("download file names (spec §7)", () => {
    const fileAnswer = (declared: Endpoint) => {
      if (declared.success.kind !== "file") throw new Error(`${declared.name} is not a download`)
      return declared.success
    }
    expect(fileNameFor(fileAnswer(endpoints.downloadBill), { statementDate: "2026-11-01" })).toBe(
      "2026-11-01.pdf",
    )
    expect(fileAnswer(endpoints.downloadBill).contentType).toBe("application/pdf")
    expect(fileNameFor(fileAnswer(endpoints.downloadCharges), {})).toBe("charges.csv")
    expect(fileNameFor(fileAnswer(endpoints.downloadUsageSummary), {})).toBe("usageSummary.csv")
    expect(fileNameFor(fileAnswer(endpoints.downloadUsageDetail), {})).toBe("usage-detail.csv")
    expect(fileNameFor(fileAnswer(endpoints.downloadBill), { statementDate: "../x" })).toBe(".._x.pdf")
  })

  test("a group stamps its host, its access and each key as the endpoint's name", () => {
    const declared = group(
      { host: "api", access: ["QuickPay"] },
      {
        getThing: endpoint({
          summary: "",
          method: "GET",
          path: "/thing",
          success: json(Schema.String),
          errors: [],
        }),
      },
    )
    expect(declared.getThing).toMatchObject({
      name: "getThing",
      host: "api",
      access: ["QuickPay"],
      path: "/thing",
    })
  })

  test("a path parameter without a params schema does not compile", () => {
    const declare = () =>
      // @ts-expect-error: the path names {accountNumber}, so a params schema with it is required
      endpoint({
        summary: "",
        method: "GET",
        path: "/accounts/{accountNumber}",
        success: json(Schema.String),
        errors: [],
      })
    expect(typeof declare).toBe("function")
  })

  test("a name, host or access written in a declaration does not compile: the group gives them", () => {
    const declare = () =>
      endpoint({
        // @ts-expect-error: the name is the endpoint's key in its group
        name: "broken",
        summary: "",
        method: "GET",
        path: "/broken",
        success: json(Schema.String),
        errors: [],
      })
    // A name written anyway never survives: the group stamps the key, its host and its access.
    // (Its type says no such declaration can exist, so the stamped result is read as plain data.)
    const fixed: { readonly name?: unknown; readonly host?: unknown; readonly access?: unknown } = group(
      { host: "site", access: "public" },
      { fixed: declare() },
    ).fixed
    expect([fixed.name, fixed.host, fixed.access]).toEqual(["fixed", "site", "public"])
  })
})
