import { call, endpointList, endpoints, type RawAnswer } from "@billpath/contract"
import { afterEach, describe, expect, test } from "vitest"
import type { CheckResult } from "./check-result.ts"
import { fetchTransport } from "./fetch-transport.ts"
import { reportLine } from "./report.ts"
import { runConformance } from "./run.ts"
import { startDriftProxy } from "./testing/drift-proxy.ts"
import { alice, type RunningMock, startMock } from "./testing/mock.ts"

let mock: RunningMock | undefined
afterEach(async () => {
  await mock?.close()
  mock = undefined
})

const started = async (): Promise<RunningMock> => {
  mock = await startMock()
  return mock
}

const linesOf = (results: ReadonlyArray<CheckResult>): ReadonlyArray<string> => results.map(reportLine)

/** Alice's profile as GET /me shows it, read in a sign-in of the test's own. */
const aliceProfile = async (origin: string): Promise<unknown> => {
  const roots = { api: `${origin}/api`, site: undefined }
  const ignore = (_: RawAnswer) => {}
  const signIn = await call(
    endpoints.login,
    { query: { username: alice.username, password: alice.password } },
    fetchTransport(roots, undefined, ignore),
  )
  if (signIn._tag !== "success" || !("value" in signIn)) throw new Error("the test's sign-in failed")
  const me = await call(
    endpoints.getMe,
    {},
    fetchTransport(roots, signIn.value.auth_token.access_token, ignore),
  )
  if (me._tag !== "success" || !("value" in me)) throw new Error("the test's GET /me failed")
  return me.value
}

describe("the conformance kit against the mock", () => {
  test("passes, with a line for every endpoint of the contract", async () => {
    const { origin } = await started()
    const results = await runConformance({
      api: `${origin}/api`,
      site: origin,
      username: alice.username,
      password: alice.password,
      account: alice.account,
      writes: false,
    })
    expect(results.filter((result) => result.verdict === "fail").map(reportLine)).toEqual([])
    const named = new Set(results.map((result) => result.endpointName))
    expect(endpointList.map((endpoint) => endpoint.name).filter((name) => !named.has(name))).toEqual([])
    expect(linesOf(results)).toEqual(
      expect.arrayContaining([
        "PASS GET /accounts  expected 200 AccountList, got 200",
        "PASS GET /login (wrong password)  expected 431 invalid, got 431 invalid",
        "PASS PUT /registration/validateaccount (own account)  expected 434 registered, got 434 registered",
        "PASS GET /accounts (no token)  expected 401, got 401",
        "PASS GET /refreshtoken (after sign-out)  expected 431 invalid, got 431 invalid",
        "SKIP PUT /me/changepassword  not called: it would change the customer's password",
      ]),
    )
  })

  test("--writes leaves Alice's profile as it found it", async () => {
    const { origin } = await started()
    const before = await aliceProfile(origin)
    const results = await runConformance({
      api: `${origin}/api`,
      site: undefined,
      username: alice.username,
      password: alice.password,
      account: undefined,
      writes: true,
    })
    expect(results.filter((result) => result.verdict === "fail").map(reportLine)).toEqual([])
    expect(linesOf(results)).toContain(
      "PASS PUT /me/updateprofile (round trip)  expected read back as before, got the same",
    )
    expect(await aliceProfile(origin)).toEqual(before)
  })

  test("--writes puts the profile back when the provider stored something else", async () => {
    const { origin } = await started()
    const before = await aliceProfile(origin)
    let writes = 0
    // The first profile write stores another e-mail address, as a provider with a bug would.
    const proxy = await startDriftProxy(origin, {
      send: (request) => {
        if (request.method !== "PUT" || !request.path.endsWith("/me/updateprofile")) return request.body
        writes += 1
        return writes === 1
          ? request.body.replace(
              /"notificationEmailAddress":"[^"]*"/u,
              '"notificationEmailAddress":"drift@example.com"',
            )
          : request.body
      },
    })
    try {
      const results = await runConformance({
        api: `${proxy.origin}/api`,
        site: undefined,
        username: alice.username,
        password: alice.password,
        account: undefined,
        writes: true,
      })
      expect(linesOf(results)).toContain(
        "FAIL PUT /me/updateprofile (round trip)  expected read back as before, got changed me",
      )
      expect(linesOf(results)).toContain(
        "PASS PUT /me/updateprofile (restore)  expected 200/204 empty, got 204",
      )
    } finally {
      await proxy.close()
    }
    expect(await aliceProfile(origin)).toEqual(before)
  })
})
