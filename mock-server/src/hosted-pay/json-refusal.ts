import type { IncomingHttpHeaders } from "node:http"
import { badRequestAnswer, type FieldProblem, paymentAmountProblems } from "@billpath/contract"
import type { HostedProblems } from "./page.ts"
import { hostedText } from "./texts.ts"

/** Whether the caller is a program: it sent JSON, or asks for JSON and not HTML (a browser's form post). */
export const wantsJson = (headers: IncomingHttpHeaders): boolean => {
  const accept = headers.accept ?? ""
  return (
    (headers["content-type"] ?? "").startsWith("application/json") ||
    (accept.includes("application/json") && !accept.includes("text/html"))
  )
}

/**
 * The page's problems as the contract's 400: the amount with its own key (`payment.fieldAmount`), the
 * card fields, which have none, as `validation.fieldRequired` or `validation.invalid`.
 */
export const jsonRefusal = (problems: HostedProblems, amount: number | undefined) =>
  badRequestAnswer(
    problems.flatMap((problem): ReadonlyArray<FieldProblem> => {
      if (problem.field === "amount") return paymentAmountProblems(amount)
      const key = problem.text === "cardholderRequired" ? "validation.fieldRequired" : "validation.invalid"
      return [{ path: problem.field, key, text: hostedText("en", problem.text) }]
    }),
  )
