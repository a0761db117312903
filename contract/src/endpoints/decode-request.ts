import { Result, Schema } from "effect"
import { type FieldProblem, problemsOfIssue } from "../rules/problems.ts"
import { jsonCodec, stringTreeCodec } from "./derive.ts"
import type { ContractSchema, Endpoint, EndpointInput } from "./endpoint.ts"

type Part = "params" | "query" | "body"

const partDecoder = (part: Part, declared: ContractSchema) => {
  const codec = part === "body" ? jsonCodec(declared) : stringTreeCodec(declared)
  const decodeUnknown = Schema.decodeUnknownResult(codec)
  return {
    part,
    is: Schema.is(declared),
    decode: (raw: unknown) => {
      // An absent query or body is an empty one: the schema then names each missing field.
      const decoded = decodeUnknown(raw ?? (part === "body" ? null : {}), { errors: "all" })
      return Result.mapError(decoded, ({ issue }) =>
        problemsOfIssue(issue).map((problem) => ({ ...problem, path: problem.path || part })),
      )
    },
  }
}

/** The server's side of `encodeAnyRequest`, built once per endpoint: the typed input, or what is wrong. */
export const requestDecoder = <E extends Endpoint>(endpoint: E) => {
  const decoders = (["params", "query", "body"] as const).flatMap((part) => {
    const declared = endpoint[part]
    return declared === undefined ? [] : [partDecoder(part, declared)]
  })

  // Re-checks the decoded parts against their types: the handler's input type is earned, not asserted.
  const isInput = (candidate: Readonly<Record<string, unknown>>): candidate is EndpointInput<E> =>
    decoders.every((decoder) => decoder.is(candidate[decoder.part]))

  return (
    raw: Readonly<Record<Part, unknown>>,
  ): Result.Result<EndpointInput<E>, ReadonlyArray<FieldProblem>> => {
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
