import {
  type DeclaredOutcome,
  type Endpoint,
  ErrorMessage,
  type FileContent,
  jsonCodec,
  meaningOfStatus,
} from "@billpath/contract"
import { Schema } from "effect"
import { type CallOutcome, failed } from "./outcome.ts"

/** An HTTP answer as the client saw it, before the contract has looked at it. */
export interface RawAnswer {
  readonly status: number
  readonly headers: Headers
  readonly bytes: Uint8Array
}

const parseJson = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes))

const fileNameOf = (headers: Headers, fallback: string): string => {
  const disposition = headers.get("content-disposition") ?? ""
  const encoded = /filename\*=UTF-8''([^;]+)/iu.exec(disposition)?.[1]
  if (encoded !== undefined) return decodeURIComponent(encoded)
  return /filename="([^"]+)"/iu.exec(disposition)?.[1] ?? fallback
}

const decodeSuccess = (endpoint: Endpoint, answer: RawAnswer): unknown => {
  const success = endpoint.success
  switch (success.kind) {
    case "empty":
      return undefined
    case "json":
      return Schema.decodeUnknownSync(jsonCodec(success.schema))(parseJson(answer.bytes))
    case "file": {
      const file: FileContent = {
        fileName: fileNameOf(answer.headers, success.fileName),
        contentType: answer.headers.get("content-type") ?? success.contentType,
        bytes: answer.bytes,
      }
      return file
    }
  }
}

/**
 * Turns an answer into the endpoint's declared outcome, decoding every body with the contract. An
 * answer the contract does not allow becomes `failed`, never a value of the wrong shape.
 */
export const decodeAnswer = <E extends Endpoint>(endpoint: E, answer: RawAnswer): CallOutcome<E> => {
  try {
    if (answer.status === 200 || answer.status === 204) {
      const value = decodeSuccess(endpoint, answer)
      return narrow(endpoint, { _tag: "success", value })
    }
    const meaning = meaningOfStatus(endpoint, answer.status)
    if (meaning === undefined) return failed(`${endpoint.name} answered ${answer.status}`)
    if (meaning.body === undefined) {
      // The body of a declared status is a plain message; read it only to make sure it is one.
      if (answer.bytes.byteLength > 0)
        Schema.decodeUnknownSync(jsonCodec(ErrorMessage))(parseJson(answer.bytes))
      return narrow(endpoint, { _tag: meaning.tag, status: meaning.status })
    }
    const body = Schema.decodeUnknownSync(jsonCodec(meaning.body))(parseJson(answer.bytes))
    return narrow(endpoint, { _tag: meaning.tag, status: meaning.status, body })
  } catch (error) {
    return failed(`${endpoint.name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Re-checks a decoded outcome against the endpoint's declaration, so its type is earned by a check at
 * run time rather than asserted: the tag must be "success" or one the endpoint declares, and a value
 * or body must satisfy the declared schema.
 */
const isDeclaredOutcome = <E extends Endpoint>(
  endpoint: E,
  outcome: {
    readonly _tag: string
    readonly status?: number
    readonly value?: unknown
    readonly body?: unknown
  },
): outcome is DeclaredOutcome<E> => {
  if (outcome._tag === "success") {
    const success = endpoint.success
    switch (success.kind) {
      case "empty":
        return outcome.value === undefined
      case "json":
        return Schema.is(success.schema)(outcome.value)
      case "file":
        return typeof outcome.value === "object" && outcome.value !== null && "bytes" in outcome.value
    }
  }
  const meaning = endpoint.errors.find((declared) => declared.tag === outcome._tag)
  if (meaning === undefined) return false
  return meaning.body === undefined ? outcome.body === undefined : Schema.is(meaning.body)(outcome.body)
}

const narrow = <E extends Endpoint>(
  endpoint: E,
  outcome: {
    readonly _tag: string
    readonly status?: number
    readonly value?: unknown
    readonly body?: unknown
  },
): CallOutcome<E> =>
  isDeclaredOutcome(endpoint, outcome)
    ? outcome
    : failed(`${endpoint.name}: answer does not match its declaration`)
