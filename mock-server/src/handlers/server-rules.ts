import { type FieldProblem, fieldMessages, fieldProblems } from "@billpath/contract"
import type { Schema } from "effect"
import { isSecurityQuestion } from "../fixtures/security-questions.ts"

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

/** A security question the server does not offer. */
export const questionProblems = (id: number): ReadonlyArray<FieldProblem> => {
  const key = "register.fieldSecurityQuestion"
  return isSecurityQuestion(id) ? [] : [{ path: "securityQuestionID", key, text: fieldMessages[key] }]
}
