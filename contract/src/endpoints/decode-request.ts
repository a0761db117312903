import { Result, Schema } from "effect"
import { type FieldProblem, problemsOfIssue } from "../rules/problems.ts"
import { jsonCodec, stringTreeCodec } from "./derive.ts"
import type { ContractSchema, Endpoint, EndpointInput } from "./endpoint.ts"

type Part = "params" | "query" | "body"

export type RawRequestParts = Readonly<Record<Part, unknown>>

interface PartDecoder {
  readonly part: Part
  readonly is: (value: unknown) => boolean
  readonly decode: (raw: unknown) => Result.Result<unknown, ReadonlyArray<FieldProblem>>
}

const withPart = (part: Part, problem: FieldProblem): FieldProblem => ({
  ...problem,
  path: problem.path === "" ? part : problem.path,
})

const partDecoder = (part: Part, declared: ContractSchema): PartDecoder => {
  const codec = part === "body" ? jsonCodec(declared) : stringTreeCodec(declared)
  const decodeUnknown = Schema.decodeUnknownResult(codec)
  return {
    part,
    is: Schema.is(declared),
    decode: (raw) => {
      // An absent query or body is an empty one: the schema then names each missing field.
      const decoded = decodeUnknown(raw ?? (part === "body" ? null : {}), { errors: "all" })
      return Result.isFailure(decoded)
        ? Result.fail(problemsOfIssue(decoded.failure.issue).map((problem) => withPart(part, problem)))
        : Result.succeed(decoded.success)
    },
  }
}

/** The server's side of `encodeRequest`, built once per endpoint: the typed input, or what is wrong. */
export const requestDecoder = <E extends Endpoint>(endpoint: E) => {
  const decoders = [
    endpoint.params === undefined ? undefined : partDecoder("params", endpoint.params),
    endpoint.query === undefined ? undefined : partDecoder("query", endpoint.query),
    endpoint.body === undefined ? undefined : partDecoder("body", endpoint.body),
  ].filter((decoder) => decoder !== undefined)

  // Re-checks the decoded parts against their declared types, so the handler's input type is earned
  // at run time rather than asserted.
  const isInput = (candidate: Readonly<Record<string, unknown>>): candidate is EndpointInput<E> =>
    decoders.every((decoder) => decoder.is(candidate[decoder.part]))

  return (raw: RawRequestParts): Result.Result<EndpointInput<E>, ReadonlyArray<FieldProblem>> => {
    const problems: Array<FieldProblem> = []
    const candidate: Record<string, unknown> = {}
    for (const decoder of decoders) {
      const decoded = decoder.decode(raw[decoder.part])
      if (Result.isFailure(decoded)) problems.push(...decoded.failure)
      else candidate[decoder.part] = decoded.success
    }
    if (problems.length > 0) return Result.fail(problems)
    return isInput(candidate)
      ? Result.succeed(candidate)
      : Result.fail([
          { path: "", key: "validation.invalid", text: "The request does not match the contract" },
        ])
  }
}
