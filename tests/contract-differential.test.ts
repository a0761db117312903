/**
 * The published contract is the server's: for every endpoint, thousands of generated
 * requests — valid ones from the contract's schemas and their mutations — are judged by the OpenAPI
 * document through a standard JSON Schema validator and sent to the mock server; both must give the
 * same verdict (400 is a refusal, any other status an acceptance), save the named gaps in
 * contract/src/json-schema-gaps.ts. Every answer is held to the document's schema for its status too.
 */
import { describe, expect, test } from "vitest"
import { type AuthorizationLevel, type Endpoint, endpointList } from "../contract/src/index.ts"
import { jsonSchemaGaps } from "../contract/src/json-schema-gaps.ts"
import { openApiDocument, openApiPath } from "../contract/src/openapi.ts"
import { uriTooLongStatus } from "../contract/src/statuses.ts"
import { examples } from "../mock-server/src/testing/examples.ts"
import { startTestServer } from "../mock-server/src/testing/mock-server.ts"
import { tokensByLevel } from "../mock-server/src/testing/tokens.ts"
import {
  type Case,
  generatedInputs,
  mutationsOfInput,
  pick,
  validCase,
  wireInput,
} from "./differential/cases.ts"
import { documentJudge, type RequestParts } from "./differential/document-verdict.ts"
import { gapOf, type Problem } from "./differential/gaps.ts"

/** Cases per endpoint at most, and generated valid inputs per endpoint. */
const casesPerEndpoint = 240
const generatedPerEndpoint = 12

const document = openApiDocument()
const judge = documentJudge(document)

const exampleOf = (endpoint: Endpoint): object => {
  const found = Object.entries(examples).find(([name]) => name === endpoint.name)?.[1]
  if (found === undefined) throw new Error(`no example for ${endpoint.name}`)
  return found
}

const urlOf = (endpoint: Endpoint, parts: RequestParts): string => {
  const path = openApiPath(endpoint).replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(parts.path[name] ?? ""),
  )
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(parts.query)) {
    for (const item of typeof value === "string" ? [value] : value) search.append(name, item)
  }
  const query = search.toString()
  return query === "" ? path : `${path}?${query}`
}

const acceptOf = (endpoint: Endpoint): string =>
  endpoint.success.kind === "file" ? endpoint.success.contentType : "application/json"

/** The problems a 400 names (path and message key), or none when the body is not a 400's. */
const problemsIn = (body: string): ReadonlyArray<Problem> => {
  try {
    const parsed: unknown = JSON.parse(body)
    const problems =
      typeof parsed === "object" && parsed !== null && "problems" in parsed ? parsed.problems : []
    return Array.isArray(problems)
      ? problems.flatMap((problem: unknown) =>
          typeof problem === "object" && problem !== null && "path" in problem && "key" in problem
            ? [{ path: String(problem.path), key: String(problem.key) }]
            : [],
        )
      : []
  } catch {
    return []
  }
}

interface Disagreement {
  readonly endpoint: string
  readonly label: string
  readonly document: string
  readonly server: string
}

describe("the OpenAPI document and the mock server give every request the same verdict", () => {
  test("at least 5,000 generated valid and invalid requests across every endpoint", {
    timeout: 600_000,
  }, async () => {
    const { app, context } = await startTestServer({
      announce: () => undefined,
      rateLimits: { perClientPerMinute: 1_000_000, perAccount: 1_000_000 },
    })
    let tokens: Record<AuthorizationLevel, string> = await tokensByLevel(app, context)
    const fresh = async () => {
      await app.inject({ method: "POST", url: "/__mock/reset" })
      tokens = await tokensByLevel(app, context)
    }
    const send = (endpoint: Endpoint, parts: RequestParts) => {
      const level = endpoint.access === "public" ? undefined : endpoint.access[0]
      return app.inject({
        method: endpoint.method,
        url: urlOf(endpoint, parts),
        headers: {
          accept: acceptOf(endpoint),
          ...(level === undefined ? {} : { authorization: `Bearer ${tokens[level]}` }),
          ...(parts.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(parts.body === undefined ? {} : { payload: JSON.stringify(parts.body) }),
      })
    }

    const started = performance.now()
    const disagreements: Array<Disagreement> = []
    const answerViolations: Array<string> = []
    const tally = { cases: 0, bothAccept: 0, bothRefuse: 0 }
    const excused = new Map<string, number>()
    for (const endpoint of endpointList) {
      await fresh()
      const wires = [
        exampleOf(endpoint),
        ...(await generatedInputs(endpoint, generatedPerEndpoint, endpoint.name)),
      ].map((input) => wireInput(endpoint, input))
      const valid = wires.flatMap((wire, index) =>
        validCase(index === 0 ? "the example" : `generated ${index}`, wire),
      )
      const mutated = wires.slice(0, 3).flatMap((wire) => mutationsOfInput(endpoint, wire))
      const cases: ReadonlyArray<Case> = [...valid, ...pick(mutated, casesPerEndpoint - valid.length)]
      const path = openApiPath(endpoint)
      const method = endpoint.method.toLowerCase()
      for (const { label, parts } of cases) {
        let response = await send(endpoint, parts)
        // An accepted sign-out, password change or profile change ends or renames the sign-in: the
        // next case gets a fresh store and tokens, and this one is sent again.
        if (response.statusCode === 401 && endpoint.access !== "public") {
          await fresh()
          response = await send(endpoint, parts)
        }
        expect(response.statusCode, `${endpoint.name} ${label}: ${response.body.slice(0, 200)}`).toBeLessThan(
          500,
        )
        const byDocument = judge.request(path, method, parts)
        const serverAccepts = response.statusCode !== 400 && response.statusCode !== uriTooLongStatus
        tally.cases += 1
        if (byDocument.valid && serverAccepts) tally.bothAccept += 1
        if (!byDocument.valid && !serverAccepts) tally.bothRefuse += 1
        const gap =
          byDocument.valid === serverAccepts
            ? undefined
            : gapOf(document, {
                operationId: endpoint.name,
                path,
                method,
                parts,
                byDocument,
                byDocumentInUnits: judge.requestCountingUnits(path, method, parts),
                serverAccepts,
                problems: problemsIn(response.body),
              })
        if (gap !== undefined) excused.set(gap, (excused.get(gap) ?? 0) + 1)
        else if (byDocument.valid !== serverAccepts) {
          disagreements.push({
            endpoint: endpoint.name,
            label,
            document: byDocument.valid ? "valid" : byDocument.errors.slice(0, 3).join("; "),
            server: `${response.statusCode} ${response.body.slice(0, 160)}`,
          })
        }
        const contentType = String(response.headers["content-type"] ?? "")
        const answer = judge.answer(
          path,
          method,
          response.statusCode,
          contentType,
          endpoint.success.kind === "file" && response.statusCode === 200 ? "" : response.body,
        )
        if (!answer.valid)
          answerViolations.push(
            `${endpoint.name} ${label} → ${response.statusCode}: ${answer.errors.slice(0, 3).join("; ")}`,
          )
      }
    }
    const seconds = (performance.now() - started) / 1000
    console.info(
      `differential: ${tally.cases} cases (${tally.bothAccept} accepted by both, ${tally.bothRefuse} refused by both), ${disagreements.length} disagreements, excused by the named gaps ${JSON.stringify(Object.fromEntries(excused))}, ${answerViolations.length} answers outside the document, ${seconds.toFixed(1)} s`,
    )
    const kinds = new Map<string, number>()
    for (const found of disagreements) {
      const problems = /"problems":\[(.*)/.exec(found.server)?.[1] ?? found.server.slice(0, 40)
      const key = `${found.endpoint} | ${found.document.slice(0, 60)} | ${problems.slice(0, 90)}`
      kinds.set(key, (kinds.get(key) ?? 0) + 1)
    }
    for (const [kind, count] of kinds) console.info(`${count} × ${kind}`)
    for (const found of disagreements.slice(0, 10)) console.info(JSON.stringify(found))
    for (const found of answerViolations.slice(0, 20)) console.info(found)
    expect(tally.cases).toBeGreaterThanOrEqual(5_000)
    expect(disagreements).toEqual([])
    // Each named gap is met: one no request meets any more is no longer a gap, and must go.
    expect([...excused.keys()].sort()).toEqual(Object.keys(jsonSchemaGaps).sort())
    expect(answerViolations).toEqual([])
  })
})
