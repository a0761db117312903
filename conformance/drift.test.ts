import { afterEach, describe, expect, test } from "vitest"
import { summaryOf } from "./check-result.ts"
import { junitXml } from "./junit.ts"
import { reportLine, summaryLine } from "./report.ts"
import { runConformance } from "./run.ts"
import { type Drift, type DriftProxy, editJson, startDriftProxy } from "./testing/drift-proxy.ts"
import { editItems, editObject, without } from "./testing/json-edits.ts"
import { alice, type RunningMock, startMock } from "./testing/mock.ts"

let running: Array<RunningMock | DriftProxy> = []
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()))
  running = []
})

/** The kit's report against the mock behind a proxy that drifts one way. */
const reportThrough = async (drift: Drift, writes = false) => {
  const mock = await startMock()
  const proxy = await startDriftProxy(mock.origin, drift)
  running = [proxy, mock]
  const results = await runConformance({
    api: `${proxy.origin}/api`,
    site: proxy.origin,
    username: alice.username,
    password: alice.password,
    account: alice.account,
    writes,
  })
  return { results, lines: results.map(reportLine), secrets: proxy.secrets }
}

const json = (status: number, body: unknown) => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8" },
  body: new TextEncoder().encode(JSON.stringify(body)),
})

const answering = (method: string, path: string, change: Drift["change"]): Drift => ({
  change: (request, answer) =>
    request.method === method && request.path === `/api${path}` && change !== undefined
      ? change(request, answer)
      : answer,
})

const drifts: ReadonlyArray<{ readonly name: string; readonly drift: Drift; readonly failing: string }> = [
  {
    name: "a number sent as a string",
    drift: answering("GET", "/accounts", (_, answer) =>
      editJson(editItems((account) => ({ ...account, paymentDueAmount: String(account.paymentDueAmount) })))(
        answer,
      ),
    ),
    failing: "FAIL GET /accounts  expected 200 AccountList, got 200: ",
  },
  {
    name: "a required field missing",
    drift: answering("GET", "/me", (_, answer) => editJson(editObject(without("firstName")))(answer)),
    failing: "FAIL GET /me  expected 200 User, got 200: ",
  },
  {
    name: "a 431 answered as 400",
    drift: answering("GET", "/login", (_, answer) =>
      answer.status === 431 ? { ...answer, status: 400 } : answer,
    ),
    failing: "FAIL GET /login (wrong password)  expected 431 invalid, got 400, which it does not declare",
  },
  {
    name: "an undeclared 500",
    drift: answering("GET", "/bills", () => json(500, { message: "Internal error" })),
    failing: "FAIL GET /bills  expected 200 BillList, got 500, which it does not declare",
  },
  {
    name: "a refresh token that still works after sign-out",
    // Sign-out answers as it should but revokes nothing.
    drift: {
      instead: (request) =>
        request.method === "POST" && request.path === "/api/logout"
          ? { status: 204, headers: {}, body: new Uint8Array() }
          : undefined,
    },
    failing: "FAIL GET /refreshtoken (after sign-out)  expected 431 invalid, got 200",
  },
]

describe("the conformance kit against a mock that drifts", () => {
  test.each(drifts)("fails on $name, naming the endpoint", async ({ drift, failing }) => {
    const { results, lines } = await reportThrough(drift)
    expect(summaryOf(results).failed).toBeGreaterThan(0)
    expect(lines.filter((line) => line.startsWith(failing))).toHaveLength(1)
  })

  test("never prints a password or a token, even when the sign-in's answer breaks its schema", async () => {
    const broken = answering("GET", "/login", (_, answer) =>
      editJson(
        editObject((login) => ({
          ...login,
          auth_token: editObject((token) => ({ ...token, expires_in: "soon" }))(login.auth_token),
        })),
      )(answer),
    )
    for (const [drift, writes] of [
      [{}, true],
      [broken, false],
    ] as const) {
      const { results, lines, secrets } = await reportThrough(drift, writes)
      const printed = [...lines, summaryLine(summaryOf(results)), junitXml(results, 1)].join("\n")
      expect(secrets.size).toBeGreaterThan(2)
      expect([...secrets].filter((secret) => printed.includes(secret))).toEqual([])
      await Promise.all(running.map((server) => server.close()))
      running = []
    }
  })
})
