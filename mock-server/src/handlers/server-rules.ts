import { type FieldProblem, fieldMessages, fieldProblems } from "@billpath/contract"
import type { Schema } from "effect"
import { isSecurityQuestion } from "../fixtures/security-questions.ts"

/** A rule that needs the theme or the stored user, its problems under `field`, as the form reports them. */
export const problemsOf = (field: string, rule: Schema.Decoder<unknown>, value: unknown) =>
  fieldProblems(rule)(value).map((problem) => ({
    ...problem,
    path: problem.path === "" ? field : `${field}.${problem.path}`,
  }))

export const questionProblems = (id: number): ReadonlyArray<FieldProblem> => {
  const key = "register.fieldSecurityQuestion"
  return isSecurityQuestion(id) ? [] : [{ path: "securityQuestionID", key, text: fieldMessages[key] }]
}
