import { Arbitrary, Effect, Schema } from "effect"
import { describe, expect, test } from "vitest"
import { jsonCodec, stringTreeCodec } from "../endpoints/derive.ts"
import type { ContractSchema } from "../endpoints/endpoint.ts"
import { endpointList } from "../endpoints/list.ts"
import { entitySchemas } from "./schemas.ts"

const samplesPerSchema = 40

const sample = (schema: ContractSchema, seed: string) =>
  Effect.runPromise(
    Arbitrary.sampleEffect(Arbitrary.schema(schema), { count: samplesPerSchema, seed, maxDiscards: 20_000 }),
  )

/** JSON has no negative zero: -0 arrives as 0, which is the same amount. */
const withoutNegativeZero = (value: unknown): unknown => {
  if (Object.is(value, -0)) return 0
  if (Array.isArray(value)) return value.map(withoutNegativeZero)
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutNegativeZero(inner)]))
  }
  return value
}

/** encode then decode gives the value back, through the codec the wire uses. */
const roundTrips = (codec: ContractSchema, value: unknown, throughJsonText: boolean) => {
  const encoded = Schema.encodeUnknownSync(codec)(value)
  const transported = throughJsonText ? JSON.parse(JSON.stringify(encoded)) : encoded
  const expected = throughJsonText ? withoutNegativeZero(value) : value
  expect(Schema.decodeUnknownSync(codec)(transported)).toEqual(expected)
}

describe("every entity round-trips encode → JSON → decode", () => {
  test.each(Object.entries(entitySchemas))("%s", async (name, schema) => {
    const values = await sample(schema, name)
    expect(values).toHaveLength(samplesPerSchema)
    for (const value of values) roundTrips(jsonCodec(schema), value, true)
  })
})

describe("every endpoint schema round-trips", () => {
  for (const endpoint of endpointList) {
    const parts: Array<readonly [string, ContractSchema, "json" | "string-tree"]> = [
      ...(endpoint.params ? [["params", endpoint.params, "string-tree"] as const] : []),
      ...(endpoint.query ? [["query", endpoint.query, "string-tree"] as const] : []),
      ...(endpoint.body ? [["body", endpoint.body, "json"] as const] : []),
      ...(endpoint.success.kind === "json" ? [["success", endpoint.success.schema, "json"] as const] : []),
      ...endpoint.errors.flatMap((meaning) =>
        meaning.body ? [[`${meaning.status} body`, meaning.body, "json"] as const] : [],
      ),
    ]
    for (const [part, schema, wire] of parts) {
      test(`${endpoint.name} ${part} (${wire})`, async () => {
        const codec = wire === "json" ? jsonCodec(schema) : stringTreeCodec(schema)
        for (const value of await sample(schema, `${endpoint.name}-${part}`))
          roundTrips(codec, value, wire === "json")
      })
    }
  }
})
