import type { FieldProblem } from "@billpath/contract"
import { fieldProblems } from "@billpath/contract"
import type { Schema } from "effect"

/**
 * Runs a contract rule the request schema could not apply by itself (it needs the theme's settings or
 * the stored user), reporting problems under the given field name, as the form does.
 */
export const problemsOf = <S extends Schema.Decoder<unknown>>(
  field: string,
  rule: S,
  value: unknown,
): ReadonlyArray<FieldProblem> =>
  fieldProblems(rule)(value).map((problem) => ({
    ...problem,
    path: problem.path === "" ? field : `${field}.${problem.path}`,
  }))
