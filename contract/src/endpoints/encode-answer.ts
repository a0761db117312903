import { Result, Schema } from "effect"
import { BadRequest, ErrorMessage } from "../entities/problem.ts"
import type { FieldProblem } from "../rules/problems.ts"
import { badRequestStatus } from "../statuses.ts"
import { contentDispositionOf, fileNameFor } from "./content-disposition.ts"
import { jsonCodec } from "./derive.ts"
import { encodeQuery } from "./encode-request.ts"
import type { ContractSchema, Endpoint, EndpointInput } from "./endpoint.ts"
import type { ServerOutcome } from "./server-outcome.ts"
import type { EncodedAnswer } from "./wire.ts"

const jsonAnswer = (status: number, body: string): EncodedAnswer => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8" },
  body,
})

const encodeBadRequest = Schema.encodeSync(Schema.toCodecJson(BadRequest))
const encodeErrorMessage = Schema.encodeSync(Schema.toCodecJson(ErrorMessage))

/** A 400 naming each field's problem, with a readable summary. */
export const badRequestAnswer = (problems: ReadonlyArray<FieldProblem>): EncodedAnswer =>
  jsonAnswer(
    badRequestStatus,
    JSON.stringify(
      encodeBadRequest({
        message: `Invalid request: ${problems.map((problem) => `${problem.path || "body"}: ${problem.text}`).join("; ")}`,
        problems,
      }),
    ),
  )

/** A status whose body is a plain message (401, and declared meanings without a body). */
export const messageAnswer = (status: number, message: string): EncodedAnswer =>
  jsonAnswer(status, JSON.stringify(encodeErrorMessage({ message })))

/** The server broke its own contract: a defect, reported as such rather than sent half-right. */
export class AnswerEncodingDefect extends Error {
  override readonly name = "AnswerEncodingDefect"
}

const encodeJson = (endpoint: Endpoint, schema: ContractSchema, value: unknown): string => {
  const encoded = Schema.encodeUnknownResult(jsonCodec(schema))(value)
  if (Result.isFailure(encoded)) {
    throw new AnswerEncodingDefect(`${endpoint.name} answer does not match the contract: ${encoded.failure}`)
  }
  return JSON.stringify(encoded.success)
}

const encodeSuccess = <E extends Endpoint>(
  endpoint: E,
  value: unknown,
  input: EndpointInput<E>,
): EncodedAnswer => {
  const answer = endpoint.success
  switch (answer.kind) {
    case "empty":
      return { status: 204, headers: {}, body: undefined }
    case "json":
      return jsonAnswer(200, encodeJson(endpoint, answer.schema, value))
    case "file": {
      if (!(value instanceof Uint8Array)) throw new AnswerEncodingDefect(`${endpoint.name} answered no file`)
      return {
        status: 200,
        headers: {
          "content-type": answer.contentType === "text/csv" ? "text/csv; charset=utf-8" : answer.contentType,
          "content-disposition": contentDispositionOf(fileNameFor(answer, encodeQuery(endpoint, input))),
        },
        body: value,
      }
    }
  }
}

/**
 * The server's side of `decodeAnswer`: encodes a handler's outcome with the endpoint's declaration —
 * the success schema, or the status and body of the meaning the handler named. `input` is the
 * decoded request, which names downloads.
 */
export const encodeOutcome = <E extends Endpoint>(
  endpoint: E,
  outcome: ServerOutcome<E>,
  input: EndpointInput<E>,
): EncodedAnswer => {
  // A declared meaning's tag is any string to the compiler here, so the fields tell the outcomes apart.
  if (outcome._tag === "badRequest") return badRequestAnswer("problems" in outcome ? outcome.problems : [])
  if (outcome._tag === "success")
    return encodeSuccess(endpoint, "value" in outcome ? outcome.value : undefined, input)
  const meaning = endpoint.errors.find((declared) => declared.tag === outcome._tag)
  if (meaning === undefined) throw new AnswerEncodingDefect(`${endpoint.name} has no ${outcome._tag} status`)
  if (meaning.body === undefined) return messageAnswer(meaning.status, meaning.description)
  return jsonAnswer(
    meaning.status,
    encodeJson(endpoint, meaning.body, "body" in outcome ? outcome.body : undefined),
  )
}
