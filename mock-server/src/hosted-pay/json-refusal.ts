import { badRequestAnswer, type FieldProblem, paymentAmountProblems } from "@billpath/contract"
import type { HostedProblems } from "./page.ts"
import { hostedText } from "./texts.ts"

/**
 * Whether the caller is a program rather than a browser: it sent JSON, or it asks for JSON and not for
 * HTML. A browser's form post (Accept: text/html…) keeps getting the page with its problems.
 */
export const wantsJson = (headers: {
  readonly accept?: string | undefined
  readonly "content-type"?: string | undefined
}): boolean => {
  const accept = headers.accept ?? ""
  return (
    (headers["content-type"] ?? "").startsWith("application/json") ||
    (accept.includes("application/json") && !accept.includes("text/html"))
  )
}

/**
 * The page's problems as the contract's 400 (`{ message, problems: [{ path, key, text }] }`): the amount
 * with the contract's own key and text (`payment.fieldAmount`), the card's fields, which have no key of
 * their own, as `validation.fieldRequired` or `validation.invalid` with the page's English words.
 */
export const jsonRefusal = (problems: HostedProblems, amount: number | undefined) =>
  badRequestAnswer(
    problems.flatMap((problem): ReadonlyArray<FieldProblem> => {
      if (problem.field === "amount") return paymentAmountProblems(amount)
      const key = problem.text === "cardholderRequired" ? "validation.fieldRequired" : "validation.invalid"
      return [{ path: problem.field, key, text: hostedText("en", problem.text) }]
    }),
  )
