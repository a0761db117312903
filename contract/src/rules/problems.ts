import { Result, Schema, SchemaIssue } from "effect"
import { fieldMessages, isMessageKey, type MessageKey } from "./messages.ts"

/** One field's first problem: where, which message key, and a readable English explanation. */
export interface FieldProblem {
  readonly path: string
  readonly key: MessageKey
  readonly text: string
}

const describe = SchemaIssue.makeFormatterStandardSchemaV1()

/** Turns a decoding failure into one problem per field, in the order the fields failed. */
export const problemsOfIssue = (issue: SchemaIssue.Issue): ReadonlyArray<FieldProblem> => {
  const problems: Array<FieldProblem> = []
  for (const { path: segments, message } of describe(issue).issues) {
    const path = (segments ?? []).map((part) => String(typeof part === "object" ? part.key : part)).join(".")
    if (problems.some((problem) => problem.path === path)) continue
    const key = message === "Missing key" ? "validation.fieldRequired" : message
    problems.push(
      isMessageKey(key)
        ? { path, key, text: fieldMessages[key] }
        : { path, key: "validation.invalid", text: message },
    )
  }
  return problems
}

/** Checks a value against a rule schema; an empty list means it passes. */
export const fieldProblems =
  <S extends Schema.Decoder<unknown>>(schema: S) =>
  (input: unknown): ReadonlyArray<FieldProblem> => {
    const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
    return Result.isFailure(result) ? problemsOfIssue(result.failure.issue) : []
  }

export const firstProblemKey =
  <S extends Schema.Decoder<unknown>>(schema: S) =>
  (input: unknown): MessageKey | undefined =>
    fieldProblems(schema)(input)[0]?.key
