/**
 * The web app calls most endpoints through the light client (contract/src/light/light-call.ts), which
 * checks with shapes made from the contract's schemas instead of loading Effect. These tests hold it to
 * the Effect client: the generated file is current, and for every light endpoint both encode the same
 * inputs to the same requests and turn the same answers — real ones, thousands of mutations of them,
 * every status — into the same outcomes.
 */
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { Arbitrary, Effect, Schema } from "effect"
import { describe, expect, test } from "vitest"
import { decodeAnswer } from "../contract/src/endpoints/decode-answer.ts"
import { jsonCodec } from "../contract/src/endpoints/derive.ts"
import { encodeAnyRequest } from "../contract/src/endpoints/encode-request.ts"
import type { ContractSchema, Endpoint } from "../contract/src/endpoints/endpoint.ts"
import { endpoints } from "../contract/src/endpoints/index.ts"
import type { RawAnswer } from "../contract/src/endpoints/wire.ts"
import { endpointShapesSource, lightEndpointList } from "../contract/src/light/endpoint-shapes-source.ts"
import {
  decodeLightAnswer,
  type LightEndpoint,
  type LightEndpointName,
  lightEndpoints,
} from "../contract/src/light/index.ts"
import { encodeAnyLightRequest } from "../contract/src/light/light-call.ts"
import { mutationsOf } from "./shape-mutations.ts"

test("endpoint-shapes.gen.ts matches the contract (run `npm run contract:shapes` after changing it)", () => {
  const generated = resolve(import.meta.dirname, "../contract/src/light/endpoint-shapes.gen.ts")
  expect(readFileSync(generated, "utf8")).toBe(endpointShapesSource())
})

test("every endpoint the dashboard and the session need is light", () => {
  const light = lightEndpointList().map((endpoint) => endpoint.name)
  for (const name of [
    "getAccounts",
    "getMe",
    "refreshToken",
    "getSystemMessage",
    "dismissSystemMessage",
    "getBills",
    "getPayments",
    "downloadBill",
    "getPaymentRedirectUrl",
    "verifyRecaptchaToken",
  ]) {
    expect(light).toContain(name)
  }
  // What cannot be light stays with Effect: a password is transformed on its way out.
  expect(light).not.toContain("login")
  expect(light).not.toContain("changePassword")
})

const samples = (schema: ContractSchema, seed: string, count: number) =>
  Effect.runPromise(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count, seed, maxDiscards: 20_000 }))

const effectEndpoint = (light: LightEndpoint): Endpoint => {
  const endpoint = Object.values(endpoints).find((candidate) => candidate.name === light.name)
  if (endpoint === undefined) throw new Error(`${light.name} is not in the contract`)
  return endpoint
}

const lightList: ReadonlyArray<LightEndpoint<LightEndpointName>> = Object.values(lightEndpoints)

const answerOf = (status: number, body: unknown, headers: Record<string, string> = {}): RawAnswer => ({
  status,
  headers,
  bytes: new TextEncoder().encode(
    body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body),
  ),
})

/** Both clients' outcomes for one answer; a failure's reason is for the log, only its tag is compared. */
const bothOutcomes = (light: LightEndpoint<LightEndpointName>, answer: RawAnswer) => {
  const strip = (outcome: { readonly _tag: string }) =>
    outcome._tag === "failed" ? { _tag: "failed" } : outcome
  return {
    effect: strip(decodeAnswer(effectEndpoint(light), answer)),
    light: strip(decodeLightAnswer(light, answer)),
  }
}

describe.each(lightList.map((light) => [light.name, light] as const))("%s", (name, light) => {
  const endpoint = effectEndpoint(light)

  test("inputs encode to the same request", async () => {
    const parts = (["params", "query", "body"] as const).filter((part) => endpoint[part] !== undefined)
    const inputs =
      parts.length === 0
        ? [{}]
        : await Promise.all(
            parts.map(async (part) => {
              const schema = endpoint[part]
              return schema === undefined
                ? []
                : (await samples(schema, `${name}-${part}`, 25)).map((value) => ({ [part]: value }))
            }),
          ).then((byPart) =>
            Array.from({ length: 25 }, (_, index) =>
              Object.assign({}, ...byPart.map((values) => values[index])),
            ),
          )
    for (const input of inputs) {
      expect(encodeAnyLightRequest(light, input)).toEqual(encodeAnyRequest(endpoint, input))
    }
  })

  test("real answers, their mutations and every status give the same outcomes", async () => {
    let compared = 0
    if (endpoint.success.kind === "json") {
      const schema = endpoint.success.schema
      const values = await samples(schema, `${name}-success`, 12)
      values.forEach((value, index) => {
        const wire = Schema.encodeUnknownSync(jsonCodec(schema))(value)
        const { effect, light: lightOutcome } = bothOutcomes(light, answerOf(200, wire))
        expect(lightOutcome).toEqual(effect)
        expect(effect._tag).toBe("success")
        if (index >= 2) return
        for (const { path, replacement, mutated } of mutationsOf(wire)) {
          const outcomes = bothOutcomes(light, answerOf(200, mutated))
          if (outcomes.light._tag !== outcomes.effect._tag) {
            expect.fail(
              `at ${JSON.stringify(path)} with ${JSON.stringify(replacement)?.slice(0, 40)}: Effect ${outcomes.effect._tag}, light ${outcomes.light._tag}`,
            )
          }
          compared += 1
        }
      })
    }
    const statuses = [
      200,
      204,
      400,
      401,
      404,
      431,
      432,
      433,
      434,
      435,
      500,
      ...endpoint.errors.map((meaning) => meaning.status),
    ]
    const bodies = [undefined, { message: "No." }, { message: 3 }, "not json", ["a", "b"], [1], null]
    for (const status of statuses) {
      for (const body of bodies) {
        const outcomes = bothOutcomes(light, answerOf(status, body))
        expect(outcomes.light, `${status} ${JSON.stringify(body)}`).toEqual(outcomes.effect)
        compared += 1
      }
    }
    if (endpoint.success.kind === "file") {
      const named = answerOf(200, "%PDF-1.7", {
        "content-disposition": 'attachment; filename="bill.pdf"',
        "content-type": "application/pdf",
      })
      expect(bothOutcomes(light, named).light).toEqual(bothOutcomes(light, named).effect)
    }
    expect(compared).toBeGreaterThan(statuses.length)
  }, 60_000)
})
