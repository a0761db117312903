import { Schema } from "effect"
import { fillPath, jsonCodec, needsToken, oncePerSchema, stringTreeCodec } from "./derive.ts"
import type { Endpoint } from "./endpoint.ts"
import type { EncodedRequest } from "./wire.ts"

type Part = "params" | "query" | "body"

const partOf = (input: unknown, part: Part): unknown =>
  typeof input === "object" && input !== null
    ? Object.entries(input).find(([key]) => key === part)?.[1]
    : undefined

const stringEntries = (value: unknown): Record<string, string> =>
  typeof value === "object" && value !== null
    ? Object.fromEntries(
        Object.entries(value).flatMap(([key, entry]) => (typeof entry === "string" ? [[key, entry]] : [])),
      )
    : {}

// Compiled once per schema rather than once per call (the server names every download from its query).
const stringsEncoder = oncePerSchema((schema) => Schema.encodeUnknownSync(stringTreeCodec(schema)))
const bodyEncoder = oncePerSchema((schema) => Schema.encodeUnknownSync(jsonCodec(schema)))

/** A call's params or query as they travel; the server fills download file names from the query. */
export const encodeStrings = (
  endpoint: Endpoint,
  input: unknown,
  part: "params" | "query",
): Record<string, string> => {
  const schema = endpoint[part]
  return schema === undefined ? {} : stringEntries(stringsEncoder(schema)(partOf(input, part)))
}

/** Encodes a call's input; throws when it breaks the contract, a caller's bug as forms check it first. */
export const encodeAnyRequest = (endpoint: Endpoint, input: unknown): EncodedRequest => {
  const body =
    endpoint.body === undefined
      ? undefined
      : JSON.stringify(bodyEncoder(endpoint.body)(partOf(input, "body")))
  return {
    name: endpoint.name,
    method: endpoint.method,
    host: endpoint.host,
    path: fillPath(endpoint, encodeStrings(endpoint, input, "params")),
    query: encodeStrings(endpoint, input, "query"),
    body,
    accept: endpoint.success.kind === "file" ? endpoint.success.contentType : "application/json",
    needsToken: needsToken(endpoint),
  }
}
