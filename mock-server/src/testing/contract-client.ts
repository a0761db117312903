import {
  BadRequest,
  type Endpoint,
  type EndpointInput,
  ErrorMessage,
  fillPath,
  jsonCodec,
  type StatusMeaning,
  type SuccessValue,
  stringTreeCodec,
} from "@billpath/contract"
import { Schema } from "effect"
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { urlOf } from "../contract/register.ts"

/**
 * A test's view of the mock server through the contract: inputs are encoded and every answer decoded
 * with the endpoint's schemas, so a test fails if the server ever sends a shape the client would reject.
 */
export type Answer<E extends Endpoint> =
  | { readonly status: 200 | 204; readonly value: SuccessValue<E>; readonly response: LightMyRequestResponse }
  | { readonly status: 400; readonly badRequest: BadRequest; readonly response: LightMyRequestResponse }
  | { readonly status: 401 | 404; readonly message: string; readonly response: LightMyRequestResponse }
  | {
      readonly status: number
      readonly tag: string
      readonly body: unknown
      readonly response: LightMyRequestResponse
    }

export interface CallOptions {
  readonly token?: string | undefined
  readonly language?: "en" | "fr"
}

const stringRecord = (value: unknown): Record<string, string> =>
  typeof value === "object" && value !== null
    ? Object.fromEntries(
        Object.entries(value).flatMap(([key, entry]) => (typeof entry === "string" ? [[key, entry]] : [])),
      )
    : {}

const partOf = (input: unknown, part: "params" | "query" | "body"): unknown =>
  typeof input === "object" && input !== null && part in input
    ? Object.entries(input).find(([key]) => key === part)?.[1]
    : undefined

/** Calls an endpoint as the web client will: encoded by the contract, answer decoded by the contract. */
export const call = async <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<Answer<E>> => {
  const params =
    endpoint.params === undefined
      ? {}
      : stringRecord(Schema.encodeUnknownSync(stringTreeCodec(endpoint.params))(partOf(input, "params")))
  const query =
    endpoint.query === undefined
      ? {}
      : stringRecord(Schema.encodeUnknownSync(stringTreeCodec(endpoint.query))(partOf(input, "query")))
  const body =
    endpoint.body === undefined
      ? undefined
      : Schema.encodeUnknownSync(jsonCodec(endpoint.body))(partOf(input, "body"))
  const path = urlOf({ ...endpoint, path: fillPath(endpoint, params) })
  const search = new URLSearchParams(query).toString()
  const response = await app.inject({
    method: endpoint.method,
    url: search === "" ? path : `${path}?${search}`,
    headers: {
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      "accept-language": options.language ?? "en",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  })
  return decodeAnswer(endpoint, response)
}

const decodeSuccess = <E extends Endpoint>(endpoint: E, response: LightMyRequestResponse): unknown => {
  const answer = endpoint.success
  switch (answer.kind) {
    case "empty":
      if (response.statusCode !== 204 || response.body !== "")
        throw new Error(`${endpoint.name}: expected 204 without a body`)
      return undefined
    case "json":
      return Schema.decodeUnknownSync(jsonCodec(answer.schema))(JSON.parse(response.body))
    case "file":
      return {
        fileName: /filename="([^"]+)"/.exec(String(response.headers["content-disposition"] ?? ""))?.[1] ?? "",
        contentType: String(response.headers["content-type"] ?? ""),
        bytes: new Uint8Array(response.rawPayload),
      }
  }
}

/** Re-checks a decoded answer against the declared success, so its type is earned, not asserted. */
const isSuccessValue = <E extends Endpoint>(endpoint: E, value: unknown): value is SuccessValue<E> => {
  const answer = endpoint.success
  switch (answer.kind) {
    case "empty":
      return value === undefined
    case "json":
      return Schema.is(answer.schema)(value)
    case "file":
      return (
        typeof value === "object" && value !== null && "bytes" in value && value.bytes instanceof Uint8Array
      )
  }
}

const decodeAnswer = <E extends Endpoint>(endpoint: E, response: LightMyRequestResponse): Answer<E> => {
  const status = response.statusCode
  if (status === 200 || status === 204) {
    const value = decodeSuccess(endpoint, response)
    if (!isSuccessValue(endpoint, value))
      throw new Error(`${endpoint.name}: answer does not match its schema`)
    return { status, value, response }
  }
  if (status === 400) {
    return {
      status,
      badRequest: Schema.decodeUnknownSync(Schema.toCodecJson(BadRequest))(JSON.parse(response.body)),
      response,
    }
  }
  const meaning: StatusMeaning | undefined = endpoint.errors.find((declared) => declared.status === status)
  if (status === 401 || (status === 404 && meaning?.body === undefined)) {
    return {
      status,
      message: Schema.decodeUnknownSync(Schema.toCodecJson(ErrorMessage))(JSON.parse(response.body)).message,
      response,
    }
  }
  if (meaning === undefined)
    throw new Error(`${endpoint.name} answered undeclared status ${status}: ${response.body}`)
  const body =
    meaning.body === undefined
      ? Schema.decodeUnknownSync(jsonCodec(ErrorMessage))(JSON.parse(response.body))
      : Schema.decodeUnknownSync(jsonCodec(meaning.body))(JSON.parse(response.body))
  return { status, tag: meaning.tag, body, response }
}

/** The success value of an answer; throws (failing the test) with the server's body otherwise. */
export const successValue = <E extends Endpoint>(answer: Answer<E>): SuccessValue<E> => {
  if ((answer.status === 200 || answer.status === 204) && "value" in answer) return answer.value
  throw new Error(`expected success, got ${answer.status}: ${answer.response.body}`)
}

/** Calls and returns the success value, failing the test on any other answer. */
export const callValue = async <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<SuccessValue<E>> => successValue(await call(app, endpoint, input, options))
