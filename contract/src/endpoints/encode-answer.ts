import { Result, Schema } from "effect"
import { BadRequest, ErrorMessage } from "../entities/problem.ts"
import type { FieldProblem } from "../rules/problems.ts"
import { badRequestStatus, type StatusMeaning } from "../statuses.ts"
import { contentDispositionOf, fileNameFor } from "./content-disposition.ts"
import { jsonCodec } from "./derive.ts"
import { encodeStrings } from "./encode-request.ts"
import type { ContractSchema, Endpoint, EndpointInput } from "./endpoint.ts"
import type { ServerOutcome } from "./server-outcome.ts"
import { type EncodedAnswer, isStreamedBody } from "./wire.ts"

const jsonAnswer = (status: number, body: string): EncodedAnswer => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8" },
  body,
})

const encodeBadRequest = Schema.encodeSync(Schema.toCodecJson(BadRequest))
const encodeErrorMessage = Schema.encodeSync(Schema.toCodecJson(ErrorMessage))

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

/** A schema's JSON encoder, compiled once; the value is still encoded by the schema, checks included. */
const jsonEncoder = (endpoint: Endpoint, schema: ContractSchema): ((value: unknown) => string) => {
  const encode = Schema.encodeUnknownResult(jsonCodec(schema))
  return (value) => {
    const encoded = encode(value)
    if (Result.isFailure(encoded)) {
      throw new AnswerEncodingDefect(
        `${endpoint.name} answer does not match the contract: ${encoded.failure}`,
      )
    }
    return JSON.stringify(encoded.success)
  }
}

const successEncoder = <E extends Endpoint>(
  endpoint: E,
): ((value: unknown, input: EndpointInput<E>) => EncodedAnswer) => {
  const answer = endpoint.success
  switch (answer.kind) {
    case "empty":
      return () => ({ status: 204, headers: {}, body: undefined })
    case "json": {
      const encode = jsonEncoder(endpoint, answer.schema)
      return (value) => jsonAnswer(200, encode(value))
    }
    case "file": {
      const contentType = answer.contentType === "text/csv" ? "text/csv; charset=utf-8" : answer.contentType
      return (value, input) => {
        if (!(value instanceof Uint8Array) && !isStreamedBody(value))
          throw new AnswerEncodingDefect(`${endpoint.name} answered no file`)
        return {
          status: 200,
          headers: {
            "content-type": contentType,
            "content-disposition": contentDispositionOf(
              fileNameFor(answer, encodeStrings(endpoint, input, "query")),
            ),
          },
          body: value,
        }
      }
    }
  }
}

const meaningEncoder = (endpoint: Endpoint, meaning: StatusMeaning): ((outcome: object) => EncodedAnswer) => {
  const body = meaning.body
  if (body === undefined) {
    const answer = messageAnswer(meaning.status, meaning.description)
    return () => answer
  }
  const encodeBody = jsonEncoder(endpoint, body)
  return (outcome) => jsonAnswer(meaning.status, encodeBody("body" in outcome ? outcome.body : undefined))
}

/** The server's side of `decodeAnswer`, built once per endpoint; the decoded `input` names downloads. */
export const outcomeEncoder = <E extends Endpoint>(endpoint: E) => {
  const encodeSuccess = successEncoder(endpoint)
  const meanings = new Map<string, (outcome: object) => EncodedAnswer>()
  for (const meaning of endpoint.errors) {
    // The first declaration of a tag is the one that counts, as a lookup by tag would find it.
    if (!meanings.has(meaning.tag)) meanings.set(meaning.tag, meaningEncoder(endpoint, meaning))
  }
  return (outcome: ServerOutcome<E>, input: EndpointInput<E>): EncodedAnswer => {
    // A declared meaning's tag is any string to the compiler here, so the fields tell the outcomes apart.
    if (outcome._tag === "badRequest") return badRequestAnswer("problems" in outcome ? outcome.problems : [])
    if (outcome._tag === "success")
      return encodeSuccess("value" in outcome ? outcome.value : undefined, input)
    const encode = meanings.get(outcome._tag)
    if (encode === undefined) throw new AnswerEncodingDefect(`${endpoint.name} has no ${outcome._tag} status`)
    return encode(outcome)
  }
}
