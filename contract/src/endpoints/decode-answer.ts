import { Schema } from "effect"
import { BadRequest, ErrorMessage } from "../entities/problem.ts"
import { badRequestStatus, unauthorizedStatus } from "../statuses.ts"
import { type CallOutcome, failed, failedOn, unauthorized } from "./call-outcome.ts"
import { fileNameFor, fileNameOfContentDisposition } from "./content-disposition.ts"
import { jsonCodec, meaningOfStatus, needsToken } from "./derive.ts"
import type { ContractSchema, DeclaredOutcome, Endpoint, FileContent } from "./endpoint.ts"
import type { RawAnswer } from "./wire.ts"

interface Candidate {
  readonly _tag: string
  readonly status?: number
  readonly value?: unknown
  readonly body?: unknown
}

const parseJson = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes))

/** The value a JSON body decodes to; throws, naming the problem, when it breaks the schema. */
const decodeJson = (schema: ContractSchema, bytes: Uint8Array): unknown =>
  Schema.decodeUnknownSync(jsonCodec(schema))(parseJson(bytes))

const successValue = (endpoint: Endpoint, answer: RawAnswer): unknown => {
  const success = endpoint.success
  switch (success.kind) {
    case "empty":
      return undefined
    case "json":
      return decodeJson(success.schema, answer.bytes)
    case "file":
      return {
        fileName:
          fileNameOfContentDisposition(answer.headers["content-disposition"]) ?? fileNameFor(success, {}),
        contentType: answer.headers["content-type"] ?? success.contentType,
        bytes: answer.bytes,
      } satisfies FileContent
  }
}

/** Whether a candidate is a declared outcome, so its type is earned at run time rather than asserted. */
const isDeclared = <E extends Endpoint>(
  endpoint: E,
  candidate: Candidate,
): candidate is DeclaredOutcome<E> => {
  if (candidate._tag === "success") {
    const success = endpoint.success
    switch (success.kind) {
      case "empty":
        return candidate.value === undefined
      case "json":
        return Schema.is(success.schema)(candidate.value)
      case "file":
        return (
          typeof candidate.value === "object" &&
          candidate.value !== null &&
          "bytes" in candidate.value &&
          candidate.value.bytes instanceof Uint8Array
        )
    }
  }
  const meaning = endpoint.errors.find((declared) => declared.tag === candidate._tag)
  if (meaning === undefined) return false
  return meaning.body === undefined ? candidate.body === undefined : Schema.is(meaning.body)(candidate.body)
}

/** An answer as a declared outcome, `unauthorized` (a signed-in 401) or `failed`: never a wrong shape. */
export const decodeAnswer = <E extends Endpoint>(endpoint: E, answer: RawAnswer): CallOutcome<E> => {
  const declared = (candidate: Candidate): CallOutcome<E> =>
    isDeclared(endpoint, candidate)
      ? candidate
      : failed(`${endpoint.name}: answer does not match its declaration`)
  try {
    if (answer.status === 200 || answer.status === 204) {
      return declared({ _tag: "success", value: successValue(endpoint, answer) })
    }
    if (answer.status === unauthorizedStatus && needsToken(endpoint)) return unauthorized
    const meaning = meaningOfStatus(endpoint, answer.status)
    if (meaning === undefined) return failed(`${endpoint.name} answered ${answer.status}`)
    if (meaning.body === undefined) {
      // The body of a declared status is a plain message; read it only to make sure it is one.
      if (answer.bytes.byteLength > 0) decodeJson(ErrorMessage, answer.bytes)
      return declared({ _tag: meaning.tag, status: meaning.status })
    }
    return declared({
      _tag: meaning.tag,
      status: meaning.status,
      body: decodeJson(meaning.body, answer.bytes),
    })
  } catch (error) {
    return failedOn(endpoint.name, error)
  }
}

/** The field problems of a 400, for callers that show or test them; undefined for any other answer. */
export const decodeBadRequest = (answer: RawAnswer): BadRequest | undefined =>
  answer.status === badRequestStatus
    ? Schema.decodeUnknownSync(Schema.toCodecJson(BadRequest))(parseJson(answer.bytes))
    : undefined
