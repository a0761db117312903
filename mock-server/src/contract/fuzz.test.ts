import {
  type AuthorizationLevel,
  type Endpoint,
  type EndpointName,
  endpoints,
  fillPath,
  jsonCodec,
  stringTreeCodec,
} from "@billpath/contract"
import { Schema } from "effect"
import fc from "fast-check"
import type { InjectOptions } from "fastify"
import { describe, expect, test } from "vitest"
import { examples } from "../testing/examples.ts"
import { startTestServer } from "../testing/mock-server.ts"
import { tokensByLevel } from "../testing/tokens.ts"
import { urlOf } from "./register.ts"

const requestsPerEndpoint = 270
const names = Object.keys(endpoints).filter((name): name is EndpointName => name in endpoints)

const encodedPart = (
  schema: Endpoint["query"],
  value: unknown,
  codec: "tree" | "json",
): Record<string, unknown> => {
  if (schema === undefined) return {}
  const encoded = Schema.encodeUnknownSync(codec === "tree" ? stringTreeCodec(schema) : jsonCodec(schema))(
    value,
  )
  return typeof encoded === "object" && encoded !== null ? Object.fromEntries(Object.entries(encoded)) : {}
}

const partOf = (input: object, part: string): unknown =>
  Object.entries(input).find(([key]) => key === part)?.[1]

/** Values no field expects: wrong types, oversize and hostile strings. */
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 2_000, maxLength: 12_000 }),
  fc.constantFrom(
    "{",
    "<script>alert(1)</script>",
    "null",
    "NULL",
    "%00",
    "\u0000\u0007",
    "../../etc/passwd",
    "🙂",
    "",
    " ",
    "1e309",
    "-1",
    "0",
    "2026-02-30",
    "13/45/2026",
    "true",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
)

type Mutation =
  | { readonly kind: "drop"; readonly index: number }
  | { readonly kind: "set"; readonly index: number; readonly value: unknown }
  | { readonly kind: "extra"; readonly key: string; readonly value: unknown }
  | { readonly kind: "replace"; readonly value: unknown }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("drop" as const), index: fc.nat() }),
  fc.record({ kind: fc.constant("set" as const), index: fc.nat(), value: junk }),
  fc.record({
    kind: fc.constant("extra" as const),
    key: fc.string({ minLength: 1, maxLength: 20 }),
    value: junk,
  }),
  fc.record({ kind: fc.constant("replace" as const), value: junk }),
)

const mutate = (record: Record<string, unknown>, change: Mutation): unknown => {
  const keys = Object.keys(record)
  const key =
    keys.length === 0 ? "field" : (keys[("index" in change ? change.index : 0) % keys.length] ?? "field")
  switch (change.kind) {
    case "drop": {
      const { [key]: _dropped, ...rest } = record
      return rest
    }
    case "set":
      return { ...record, [key]: change.value }
    case "extra":
      return { ...record, [change.key]: change.value }
    case "replace":
      return change.value
  }
}

const queryString = (value: unknown): string => {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return `q=${encodeURIComponent(JSON.stringify(value))}`
  const search = new URLSearchParams()
  for (const [key, entry] of Object.entries(value)) {
    for (const item of Array.isArray(entry) ? entry : [entry]) {
      search.append(key, typeof item === "string" ? item : (JSON.stringify(item) ?? ""))
    }
  }
  return search.toString()
}

type TokenChoice = "valid" | "none" | "garbage" | "wrongLevel" | "malformedHeader"
type BodyStyle = "json" | "notJson" | "wrongType" | "oversize"

interface Malformed {
  /** Which of the endpoint's declared parts to break. */
  readonly target: number
  readonly change: Mutation
  readonly token: TokenChoice
  readonly bodyStyle: BodyStyle
}

const malformed: fc.Arbitrary<Malformed> = fc.record({
  target: fc.nat(),
  change: mutation,
  token: fc.oneof(
    { arbitrary: fc.constant<TokenChoice>("valid"), weight: 8 },
    {
      arbitrary: fc.constantFrom<TokenChoice>("none", "garbage", "wrongLevel", "malformedHeader"),
      weight: 2,
    },
  ),
  bodyStyle: fc.oneof(
    { arbitrary: fc.constant<BodyStyle>("json"), weight: 8 },
    { arbitrary: fc.constantFrom<BodyStyle>("notJson", "wrongType", "oversize"), weight: 2 },
  ),
})

const requestFor = (
  name: EndpointName,
  plan: Malformed,
  tokens: Record<AuthorizationLevel, string>,
): InjectOptions => {
  const endpoint: Endpoint = endpoints[name]
  const example: object = examples[name]
  const params = encodedPart(endpoint.params, partOf(example, "params"), "tree")
  const query = encodedPart(endpoint.query, partOf(example, "query"), "tree")
  const body =
    endpoint.body === undefined ? undefined : encodedPart(endpoint.body, partOf(example, "body"), "json")
  const declared = (["params", "query", "body"] as const).filter((part) => endpoint[part] !== undefined)
  // An endpoint without inputs gets junk in its query string.
  const target = declared[plan.target % Math.max(1, declared.length)] ?? "query"
  const mutatedParams = target === "params" ? mutate(params, plan.change) : params
  const mutatedQuery = target === "query" ? mutate(query, plan.change) : query
  const mutatedBody = target === "body" ? mutate(body ?? {}, plan.change) : body
  const paramValues =
    typeof mutatedParams === "object" && mutatedParams !== null
      ? Object.fromEntries(
          Object.entries(mutatedParams).map(([key, value]) => [
            key,
            typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
          ]),
        )
      : {}
  const path = urlOf({ ...endpoint, path: fillPath(endpoint, paramValues) })
  const level = endpoint.access === "public" ? "LoggedIn" : endpoint.access[0]
  const otherLevel = level === "LoggedIn" ? "QuickPay" : "LoggedIn"
  const authorization = {
    valid: `Bearer ${tokens[level]}`,
    none: undefined,
    garbage: "Bearer not-a-token",
    wrongLevel: `Bearer ${tokens[otherLevel]}`,
    malformedHeader: "Basic YWxpY2U6cGFzcw==",
  }[plan.token]
  const payload =
    plan.bodyStyle === "notJson"
      ? '{"unterminated": '
      : plan.bodyStyle === "oversize"
        ? JSON.stringify({ blob: "x".repeat(80_000) })
        : JSON.stringify(mutatedBody ?? null)
  const sendsBody = endpoint.method !== "GET" && endpoint.method !== "DELETE"
  return {
    method: endpoint.method,
    url: `${path}?${queryString(mutatedQuery)}`,
    headers: {
      ...(authorization === undefined ? {} : { authorization }),
      ...(sendsBody
        ? { "content-type": plan.bodyStyle === "wrongType" ? "text/plain" : "application/json" }
        : {}),
    },
    ...(sendsBody ? { payload } : {}),
  }
}

describe("malformed requests never get a 5xx", () => {
  test(`${requestsPerEndpoint} generated malformed requests for each of the ${names.length} endpoints`, {
    timeout: 300_000,
  }, async () => {
    // Rate limits raised: the requests must reach the contract's decoding, not the limiter's 429.
    const { app, context } = await startTestServer({
      announce: () => undefined,
      rateLimits: { perClientPerMinute: 1_000_000, perAccount: 1_000_000 },
    })
    const statuses = new Map<number, number>()
    let sent = 0
    for (const [index, name] of names.entries()) {
      // Fresh seed data and tokens per endpoint: an accepted mutation (a reset, a new username) must not
      // turn the rest of the run into 401s.
      await app.inject({ method: "POST", url: "/__mock/reset" })
      const tokens = await tokensByLevel(app, context)
      const plans = fc.sample(malformed, { numRuns: requestsPerEndpoint, seed: 20261122 + index })
      for (const plan of plans) {
        const request = requestFor(name, plan, tokens)
        const response = await app.inject(request)
        sent += 1
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
        expect(
          response.statusCode,
          `${name} ${request.method} ${String(request.url).slice(0, 200)} → ${response.body.slice(0, 300)}`,
        ).toBeLessThan(500)
      }
    }
    console.info(
      `fuzz: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    )
    expect(sent).toBeGreaterThanOrEqual(10_000)
    // Most requests must reach the contract's decoding rather than bounce off authentication.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(sent / 3)
  })
})
