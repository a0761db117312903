import type { FieldProblem } from "../rules/problems.ts"
import type { Endpoint, ErrorOutcome, FileAnswer, SuccessValue } from "./endpoint.ts"
import type { StreamedBody } from "./wire.ts"

/** A declared meaning as a handler gives it: the encoder adds its status. */
type Failure<M> = M extends unknown ? Omit<ErrorOutcome<M>, "status"> : never

/** A request that passed the contract's schemas but breaks a rule that needs server state or settings. */
export interface BadRequestOutcome {
  readonly _tag: "badRequest"
  readonly problems: ReadonlyArray<FieldProblem>
}

/** What a handler answers: a declared meaning by its tag, never a status (the encoder adds that). */
export type ServerOutcome<E extends Endpoint> =
  // A download is its bytes, or its chunks as they are produced (a large export, streamed).
  | {
      readonly _tag: "success"
      readonly value: E["success"] extends FileAnswer ? Uint8Array | StreamedBody : SuccessValue<E>
    }
  | Failure<E["errors"][number]>
  | BadRequestOutcome

export const success = <const V>(value: V) => ({ _tag: "success", value }) as const

/** Fails with a declared meaning: `fail("invalid")`, or `fail("rejected", messages)` with its body. */
export function fail<const Tag extends string>(tag: Tag): { readonly _tag: Tag }
export function fail<const Tag extends string, const Body>(
  tag: Tag,
  body: Body,
): { readonly _tag: Tag; readonly body: Body }
export function fail(tag: string, ...body: ReadonlyArray<unknown>) {
  return body.length === 0 ? { _tag: tag } : { _tag: tag, body: body[0] }
}

export const badRequest = (problems: ReadonlyArray<FieldProblem>): BadRequestOutcome => ({
  _tag: "badRequest",
  problems,
})
