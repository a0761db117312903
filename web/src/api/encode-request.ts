import { type Endpoint, type EndpointInput, fillPath, jsonCodec, stringTreeCodec } from "@billpath/contract"
import { Schema } from "effect"

export interface EncodedRequest {
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  readonly body: unknown
}

const stringEntries = (value: unknown): Record<string, string> =>
  typeof value === "object" && value !== null
    ? Object.fromEntries(
        Object.entries(value).flatMap(([key, entry]) => (typeof entry === "string" ? [[key, entry]] : [])),
      )
    : {}

const partOf = (input: unknown, part: "params" | "query" | "body"): unknown =>
  typeof input === "object" && input !== null
    ? Object.entries(input).find(([key]) => key === part)?.[1]
    : undefined

/**
 * Encodes a call's input with the endpoint's own schemas: path and query as strings, the body as JSON.
 * Passwords are transformed here too, by the schema that declares them. Throws when the input breaks
 * the contract, which is a bug in the caller (forms validate with the same rules first).
 */
export const encodeRequest = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): EncodedRequest => {
  const params =
    endpoint.params === undefined
      ? {}
      : stringEntries(Schema.encodeUnknownSync(stringTreeCodec(endpoint.params))(partOf(input, "params")))
  const query =
    endpoint.query === undefined
      ? {}
      : stringEntries(Schema.encodeUnknownSync(stringTreeCodec(endpoint.query))(partOf(input, "query")))
  const body =
    endpoint.body === undefined
      ? undefined
      : Schema.encodeUnknownSync(jsonCodec(endpoint.body))(partOf(input, "body"))
  return { path: fillPath(endpoint, params), query, body }
}
