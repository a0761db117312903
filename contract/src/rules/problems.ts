import { Result, Schema, SchemaIssue } from "effect"
import { fieldMessages, isMessageKey, type MessageKey } from "./messages.ts"

/** One field's first problem: where, which message key, and a readable English explanation. */
export interface FieldProblem {
  readonly path: string
  readonly key: MessageKey
  readonly text: string
}

const describe = SchemaIssue.makeFormatterStandardSchemaV1()

const pathText = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined): string =>
  (path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".")

/** Turns a decoding failure into one problem per field, in the order the fields failed. */
export const problemsOfIssue = (issue: SchemaIssue.Issue): ReadonlyArray<FieldProblem> => {
  const seen = new Set<string>()
  const problems: Array<FieldProblem> = []
  for (const reported of describe(issue).issues) {
    const path = pathText(reported.path)
    if (seen.has(path)) continue
    seen.add(path)
    if (isMessageKey(reported.message)) {
      problems.push({ path, key: reported.message, text: fieldMessages[reported.message] })
    } else if (reported.message === "Missing key") {
      problems.push({
        path,
        key: "validation.fieldRequired",
        text: fieldMessages["validation.fieldRequired"],
      })
    } else {
      problems.push({ path, key: "validation.invalid", text: reported.message })
    }
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
