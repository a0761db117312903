/**
 * The requests the differential test sends: for each endpoint, valid inputs (its example and values
 * Effect generates from its schemas) on the wire, and every place of them replaced by edge values, rule
 * probes and variations of what is there. A deterministic pick keeps each endpoint's share bounded.
 */
import { Arbitrary, Effect, Schema } from "effect"
import { type ContractSchema, type Endpoint, jsonCodec, stringTreeCodec } from "../../contract/src/index.ts"
import { edgeValues, type Path, pathsOf, replaceAt, valueAt, variationsOf } from "../shape-mutations.ts"
import type { RequestParts } from "./document-verdict.ts"
import { ruleProbes } from "./probes.ts"

export interface Case {
  /** What was changed, for the failure message. */
  readonly label: string
  readonly parts: RequestParts
}

type Part = "params" | "query" | "body"

interface WireInput {
  readonly params: unknown
  readonly query: unknown
  readonly body: unknown
}

const partOf = (input: object, part: Part): unknown =>
  Object.entries(input).find(([key]) => key === part)?.[1]

const encoded = (schema: ContractSchema | undefined, value: unknown, codec: "tree" | "json"): unknown =>
  schema === undefined
    ? undefined
    : Schema.encodeUnknownSync(codec === "tree" ? stringTreeCodec(schema) : jsonCodec(schema))(value)

/** An input of the endpoint's types, as it travels. */
export const wireInput = (endpoint: Endpoint, input: object): WireInput => ({
  params: encoded(endpoint.params, partOf(input, "params"), "tree"),
  query: encoded(endpoint.query, partOf(input, "query"), "tree"),
  body: encoded(endpoint.body, partOf(input, "body"), "json"),
})

/** Inputs Effect generates from the endpoint's schemas, all valid by construction. */
export const generatedInputs = async (
  endpoint: Endpoint,
  count: number,
  seed: string,
): Promise<ReadonlyArray<object>> => {
  const parts = (["params", "query", "body"] as const).filter((part) => endpoint[part] !== undefined)
  const byPart = await Promise.all(
    parts.map(async (part) => {
      const schema = endpoint[part]
      if (schema === undefined) return []
      const values = await Effect.runPromise(
        Arbitrary.sampleEffect(Arbitrary.schema(schema), {
          count,
          seed: `${seed}-${part}`,
          maxDiscards: 50_000,
        }),
      )
      return values.map((value) => ({ [part]: value }))
    }),
  )
  return Array.from({ length: count }, (_, index) =>
    Object.assign({}, ...byPart.map((values) => values[index])),
  )
}

// A URL carries no lone surrogate (URLSearchParams writes U+FFFD for one): both judges see what is sent.
const urlText = (value: unknown): string =>
  (typeof value === "string" ? value : (JSON.stringify(value) ?? "")).toWellFormed()

/** A query or path value as a URL carries it: text, or a repeated name for a list. */
const asText = (value: unknown): string | ReadonlyArray<string> | undefined => {
  if (value === undefined) return undefined
  // A repeated name; none is no name at all, one a plain value, as a query string parser reads them.
  if (Array.isArray(value))
    return value.length === 0 ? undefined : value.length === 1 ? urlText(value[0]) : value.map(urlText)
  if (typeof value === "object" && value !== null) return urlText(value)
  return typeof value === "string" ? urlText(value) : String(value)
}

const textRecord = (value: unknown): Record<string, string | ReadonlyArray<string>> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]) => {
      const text = asText(entry)
      return text === undefined ? [] : [[key, text]]
    }),
  )
}

const pathRecord = (value: unknown): Record<string, string> | undefined => {
  const texts = textRecord(value)
  const entries = Object.entries(texts).map(
    ([key, text]) => [key, typeof text === "string" ? text : text.join(",")] as const,
  )
  // An empty segment is another address, not this endpoint's: not a case.
  return entries.some(([, text]) => text === "") ? undefined : Object.fromEntries(entries)
}

const toParts = (wire: WireInput): RequestParts | undefined => {
  const path = pathRecord(wire.params)
  return path === undefined ? undefined : { path, query: textRecord(wire.query), body: wire.body }
}

const replacementsAt = (wire: unknown, path: Path): ReadonlyArray<unknown> => {
  const current = valueAt(wire, path)
  // The whole part replaced only by the generic edge values; each field also by the rule probes.
  return path.length === 0
    ? [...edgeValues, ...variationsOf(current)]
    : [...edgeValues, ...ruleProbes, ...variationsOf(current)]
}

/** Every mutation of one valid input: each place of each part replaced by each replacement. */
export const mutationsOfInput = (endpoint: Endpoint, wire: WireInput): ReadonlyArray<Case> => {
  const cases: Array<Case> = []
  for (const part of ["params", "query", "body"] as const) {
    const value = wire[part]
    // An endpoint without a query still gets names it does not know in its query string.
    const sample = value === undefined && part === "query" ? {} : value
    if (sample === undefined) continue
    const paths = part === "body" ? pathsOf(sample) : pathsOf(sample).filter((path) => path.length <= 1)
    for (const path of paths) {
      const replacements =
        part === "query" && path.length === 0
          ? [{ zz: "extra" }, { zz: ["a", "b"] }]
          : replacementsAt(sample, path)
      for (const replacement of replacements) {
        const mutated = replaceAt(sample, path, replacement)
        const parts = toParts({ ...wire, [part]: mutated })
        if (parts === undefined) continue
        cases.push({
          label: `${part} ${JSON.stringify(path)} = ${JSON.stringify(replacement)?.slice(0, 60)}`,
          parts,
        })
      }
    }
  }
  return endpoint.body === undefined ? cases.filter((candidate) => candidate.parts.body === undefined) : cases
}

export const validCase = (label: string, wire: WireInput): ReadonlyArray<Case> => {
  const parts = toParts(wire)
  return parts === undefined ? [] : [{ label, parts }]
}

/** A deterministic pick of at most `count` cases (a fixed-step walk, so every kind of change is met). */
export const pick = (cases: ReadonlyArray<Case>, count: number): ReadonlyArray<Case> => {
  if (cases.length <= count) return cases
  const step = cases.length / count
  return Array.from({ length: count }, (_, index) => cases[Math.floor(index * step)]).filter(
    (found): found is Case => found !== undefined,
  )
}
