import { Schema } from "effect"
import { BadRequest, ErrorMessage } from "../entities/problem.ts"
import { badRequestStatus, unauthorizedStatus } from "../statuses.ts"
import { type CallOutcome, failed, unauthorized } from "./call-outcome.ts"
import { fileNameFor, fileNameOfContentDisposition } from "./content-disposition.ts"
import { jsonCodec, meaningOfStatus, needsToken } from "./derive.ts"
import type { DeclaredOutcome, Endpoint, FileContent } from "./endpoint.ts"
import type { RawAnswer } from "./wire.ts"

const parseJson = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes))

const decodeSuccess = (endpoint: Endpoint, answer: RawAnswer): unknown => {
  const success = endpoint.success
  switch (success.kind) {
    case "empty":
      return undefined
    case "json":
      return Schema.decodeUnknownSync(jsonCodec(success.schema))(parseJson(answer.bytes))
    case "file": {
      const file: FileContent = {
        fileName:
          fileNameOfContentDisposition(answer.headers["content-disposition"]) ?? fileNameFor(success, {}),
        contentType: answer.headers["content-type"] ?? success.contentType,
        bytes: answer.bytes,
      }
      return file
    }
  }
}

interface Candidate {
  readonly _tag: string
  readonly status?: number
  readonly value?: unknown
  readonly body?: unknown
}

/**
 * Re-checks a decoded outcome against the endpoint's declaration, so its type is earned by a check at
 * run time rather than asserted: the tag must be "success" or one the endpoint declares, and a value
 * or body must satisfy the declared schema.
 */
const isDeclaredOutcome = <E extends Endpoint>(
  endpoint: E,
  outcome: Candidate,
): outcome is DeclaredOutcome<E> => {
  if (outcome._tag === "success") {
    const success = endpoint.success
    switch (success.kind) {
      case "empty":
        return outcome.value === undefined
      case "json":
        return Schema.is(success.schema)(outcome.value)
      case "file":
        return (
          typeof outcome.value === "object" &&
          outcome.value !== null &&
          "bytes" in outcome.value &&
          outcome.value.bytes instanceof Uint8Array
        )
    }
  }
  const meaning = endpoint.errors.find((declared) => declared.tag === outcome._tag)
  if (meaning === undefined) return false
  return meaning.body === undefined ? outcome.body === undefined : Schema.is(meaning.body)(outcome.body)
}

const declared = <E extends Endpoint>(endpoint: E, outcome: Candidate): CallOutcome<E> =>
  isDeclaredOutcome(endpoint, outcome)
    ? outcome
    : failed(`${endpoint.name}: answer does not match its declaration`)

/**
 * Turns an HTTP answer into the endpoint's declared outcome, decoding every body with the contract.
 * A 401 on a signed-in endpoint is `unauthorized`; any answer the contract does not declare becomes
 * `failed`, never a value of the wrong shape.
 */
export const decodeAnswer = <E extends Endpoint>(endpoint: E, answer: RawAnswer): CallOutcome<E> => {
  try {
    if (answer.status === 200 || answer.status === 204) {
      return declared(endpoint, { _tag: "success", value: decodeSuccess(endpoint, answer) })
    }
    if (answer.status === unauthorizedStatus && needsToken(endpoint)) return unauthorized
    const meaning = meaningOfStatus(endpoint, answer.status)
    if (meaning === undefined) return failed(`${endpoint.name} answered ${answer.status}`)
    if (meaning.body === undefined) {
      // The body of a declared status is a plain message; read it only to make sure it is one.
      if (answer.bytes.byteLength > 0)
        Schema.decodeUnknownSync(jsonCodec(ErrorMessage))(parseJson(answer.bytes))
      return declared(endpoint, { _tag: meaning.tag, status: meaning.status })
    }
    const body = Schema.decodeUnknownSync(jsonCodec(meaning.body))(parseJson(answer.bytes))
    return declared(endpoint, { _tag: meaning.tag, status: meaning.status, body })
  } catch (error) {
    return failed(`${endpoint.name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The field problems of a 400, for callers that show or test them; undefined for any other answer. */
export const decodeBadRequest = (answer: RawAnswer): BadRequest | undefined =>
  answer.status === badRequestStatus
    ? Schema.decodeUnknownSync(Schema.toCodecJson(BadRequest))(parseJson(answer.bytes))
    : undefined
