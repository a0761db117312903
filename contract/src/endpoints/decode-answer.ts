import { Schema } from "effect"
import { BadRequest, ErrorMessage } from "../entities/problem.ts"
import { badRequestStatus } from "../statuses.ts"
import { type CallOutcome, failed } from "./call-outcome.ts"
import { jsonCodec, needsToken } from "./derive.ts"
import type { ContractSchema, DeclaredOutcome, Endpoint } from "./endpoint.ts"
import {
  type AnswerCandidate,
  type AnswerRules,
  isDeclaredCandidate,
  parseJson,
  readAnswer,
} from "./read-answer.ts"
import type { RawAnswer } from "./wire.ts"

const rulesOf = (endpoint: Endpoint): AnswerRules<ContractSchema> => ({
  name: endpoint.name,
  needsToken: needsToken(endpoint),
  success:
    endpoint.success.kind === "json" ? { kind: "json", check: endpoint.success.schema } : endpoint.success,
  errors: endpoint.errors.map(({ status, tag, body }) => ({ status, tag, check: body })),
  decode: (schema, json) => Schema.decodeUnknownSync(jsonCodec(schema))(json),
  conforms: (schema, value) => Schema.is(schema)(value),
  checkMessage: (json) => void Schema.decodeUnknownSync(jsonCodec(ErrorMessage))(json),
})

/** readAnswer with every body decoded by the contract's schemas. */
export const decodeAnswer = <E extends Endpoint>(endpoint: E, answer: RawAnswer): CallOutcome<E> => {
  const rules = rulesOf(endpoint)
  const isDeclared = (candidate: AnswerCandidate): candidate is DeclaredOutcome<E> =>
    isDeclaredCandidate(rules, candidate)
  return readAnswer(rules, answer, (candidate) =>
    isDeclared(candidate) ? candidate : failed(`${endpoint.name}: answer does not match its declaration`),
  )
}

/** The field problems of a 400, for callers that show or test them; undefined for any other answer. */
export const decodeBadRequest = (answer: RawAnswer): BadRequest | undefined =>
  answer.status === badRequestStatus
    ? Schema.decodeUnknownSync(Schema.toCodecJson(BadRequest))(parseJson(answer.bytes))
    : undefined
