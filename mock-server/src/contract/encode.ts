import {
  BadRequest,
  type Endpoint,
  ErrorMessage,
  type FileContent,
  fileNameFor,
  jsonCodec,
  type StatusMeaning,
} from "@billpath/contract"
import { Result, Schema } from "effect"
import type { HandlerOutcome } from "./handler.ts"

/** An answer ready to send: status, headers and body. */
export interface EncodedAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | Uint8Array | undefined
}

const jsonAnswer = (status: number, body: string): EncodedAnswer => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8" },
  body,
})

const encodeBadRequest = Schema.encodeSync(jsonCodec(BadRequest))
const encodeErrorMessage = Schema.encodeSync(jsonCodec(ErrorMessage))

export const badRequestAnswer = (value: BadRequest): EncodedAnswer =>
  jsonAnswer(400, JSON.stringify(encodeBadRequest(value)))

export const messageAnswer = (status: number, message: string): EncodedAnswer =>
  jsonAnswer(status, JSON.stringify(encodeErrorMessage({ message })))

/** The server broke its own contract: a defect, reported as such rather than sent half-right. */
export class AnswerEncodingDefect extends Error {
  override readonly name = "AnswerEncodingDefect"
}

const isFileContent = (value: unknown): value is FileContent =>
  typeof value === "object" && value !== null && "bytes" in value && value.bytes instanceof Uint8Array

const encodeJson = (endpointName: string, schema: Schema.Codec<unknown, unknown>, value: unknown) => {
  const encoded = Schema.encodeUnknownResult(jsonCodec(schema))(value)
  if (Result.isFailure(encoded)) {
    throw new AnswerEncodingDefect(`${endpointName} answer does not match the contract: ${encoded.failure}`)
  }
  return JSON.stringify(encoded.success)
}

const encodeError = (endpoint: Endpoint, meaning: StatusMeaning, body: unknown): EncodedAnswer =>
  meaning.body === undefined
    ? messageAnswer(meaning.status, meaning.description)
    : jsonAnswer(meaning.status, encodeJson(endpoint.name, meaning.body, body))

const encodeSuccess = (
  endpoint: Endpoint,
  value: unknown,
  encodedQuery: Readonly<Record<string, unknown>>,
): EncodedAnswer => {
  const answer = endpoint.success
  switch (answer.kind) {
    case "empty":
      return { status: 204, headers: {}, body: undefined }
    case "json":
      return jsonAnswer(200, encodeJson(endpoint.name, answer.schema, value))
    case "file": {
      if (!isFileContent(value)) throw new AnswerEncodingDefect(`${endpoint.name} answered no file`)
      return {
        status: 200,
        headers: {
          "content-type": answer.contentType === "text/csv" ? "text/csv; charset=utf-8" : answer.contentType,
          "content-disposition": `attachment; filename="${fileNameFor(answer, encodedQuery)}"`,
        },
        body: value.bytes,
      }
    }
  }
}

/** Encodes a handler's outcome with the endpoint's declared schema and status. */
export const encodeOutcome = <E extends Endpoint>(
  endpoint: E,
  outcome: HandlerOutcome<E>,
  encodedQuery: Readonly<Record<string, unknown>>,
): EncodedAnswer => {
  if (outcome._tag === "badRequest") {
    return "problems" in outcome
      ? badRequestAnswer({ message: outcome.message, problems: outcome.problems })
      : messageAnswer(400, "Invalid request")
  }
  if (outcome._tag === "success") {
    return encodeSuccess(endpoint, "value" in outcome ? outcome.value : undefined, encodedQuery)
  }
  const meaning = endpoint.errors.find((declared) => declared.tag === outcome._tag)
  if (meaning === undefined) throw new AnswerEncodingDefect(`${endpoint.name} has no ${outcome._tag} status`)
  return encodeError(endpoint, meaning, "body" in outcome ? outcome.body : undefined)
}
