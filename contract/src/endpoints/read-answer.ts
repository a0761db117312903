import { unauthorizedStatus } from "../status-codes.ts"
import { type CallOutcome, failed, unauthorized } from "./call-outcome.ts"
import { fileNameFor, fileNameOfContentDisposition } from "./content-disposition.ts"
import type { Endpoint, FileAnswer, FileContent } from "./endpoint.ts"
import type { RawAnswer } from "./wire.ts"

/** How an answer is read, apart from how a body is checked (`Check`, decode-answer.ts), so no Effect here. */
export interface AnswerRules<Check> {
  readonly name: string
  readonly needsToken: boolean
  readonly success: { readonly kind: "empty" } | { readonly kind: "json"; readonly check: Check } | FileAnswer
  readonly errors: ReadonlyArray<{
    readonly status: number
    readonly tag: string
    readonly check: Check | undefined
  }>
  /** The value a JSON body decodes to under a check; throws, naming the problem, when it breaks it. */
  readonly decode: (check: Check, json: unknown) => unknown
  /** Whether an outcome's value satisfies a check, so its type is earned at run time, not asserted. */
  readonly conforms: (check: Check, value: unknown) => boolean
  /** Throws when the body of a declared error status is not the plain message it must be. */
  readonly checkMessage: (json: unknown) => void
}

/** An outcome read from an answer, before it is held to the endpoint's declaration. */
export interface AnswerCandidate {
  readonly _tag: string
  readonly status?: number
  readonly value?: unknown
  readonly body?: unknown
}

export const parseJson = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes))

const successValue = <Check>(rules: AnswerRules<Check>, answer: RawAnswer): unknown => {
  const success = rules.success
  switch (success.kind) {
    case "empty":
      return undefined
    case "json":
      return rules.decode(success.check, parseJson(answer.bytes))
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

/** Whether a candidate is a declared outcome: "success" or an error tag, with a value or body of its kind. */
export const isDeclaredCandidate = <Check>(rules: AnswerRules<Check>, outcome: AnswerCandidate): boolean => {
  if (outcome._tag === "success") {
    const success = rules.success
    switch (success.kind) {
      case "empty":
        return outcome.value === undefined
      case "json":
        return rules.conforms(success.check, outcome.value)
      case "file":
        return (
          typeof outcome.value === "object" &&
          outcome.value !== null &&
          "bytes" in outcome.value &&
          outcome.value.bytes instanceof Uint8Array
        )
    }
  }
  const meaning = rules.errors.find((declared) => declared.tag === outcome._tag)
  if (meaning === undefined) return false
  return meaning.check === undefined
    ? outcome.body === undefined
    : rules.conforms(meaning.check, outcome.body)
}

/**
 * An answer as the endpoint's outcome: a 401 on a signed-in endpoint is `unauthorized`, anything
 * undeclared or malformed is `failed`, never a value of the wrong shape.
 */
export const readAnswer = <E extends Endpoint, Check>(
  rules: AnswerRules<Check>,
  answer: RawAnswer,
  declared: (candidate: AnswerCandidate) => CallOutcome<E>,
): CallOutcome<E> => {
  try {
    if (answer.status === 200 || answer.status === 204) {
      return declared({ _tag: "success", value: successValue(rules, answer) })
    }
    if (answer.status === unauthorizedStatus && rules.needsToken) return unauthorized
    const meaning = rules.errors.find((candidate) => candidate.status === answer.status)
    if (meaning === undefined) return failed(`${rules.name} answered ${answer.status}`)
    if (meaning.check === undefined) {
      // The body of a declared status is a plain message; read it only to make sure it is one.
      if (answer.bytes.byteLength > 0) rules.checkMessage(parseJson(answer.bytes))
      return declared({ _tag: meaning.tag, status: meaning.status })
    }
    return declared({
      _tag: meaning.tag,
      status: meaning.status,
      body: rules.decode(meaning.check, parseJson(answer.bytes)),
    })
  } catch (error) {
    return failed(`${rules.name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
