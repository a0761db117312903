import type { IncomingHttpHeaders } from "node:http"
import {
  badRequestAnswer,
  type FieldProblem,
  isPayableAmount,
  paymentAmountProblems,
} from "@billpath/contract"
import formBody from "@fastify/formbody"
import { Result, Schema } from "effect"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { ServerContext } from "../context.ts"
import type { HostedPaymentSession } from "../store/state.ts"
import { offeredAmount, typedAmount } from "./amount.ts"
import { cardTypeOf, declinedDemoCard, digitsOnly, isUnexpired, passesLuhn } from "./card.ts"
import { type HostedForm, type HostedProblems, renderHostedForm, renderHostedNotice } from "./page.ts"
import { hostedPaymentPrefix, portalAddress, returnPathOf } from "./paths.ts"
import { recordCardPayment } from "./record.ts"
import { type HostedTextKey, hostedText } from "./texts.ts"

// A number too: a program posting JSON may send the amount as one.
const typed = Schema.optionalKey(Schema.Union([Schema.String, Schema.Finite, Schema.Array(Schema.String)]))
const FormBody = Schema.Struct({
  cardholder: typed,
  cardNumber: typed,
  expiry: typed,
  cvc: typed,
  amount: typed,
  consent: typed,
})
const SessionParams = Schema.Struct({ sessionId: Schema.String.check(Schema.isMaxLength(100)) })

const firstValue = (value: string | number | ReadonlyArray<string> | undefined): string =>
  (typeof value === "string" || typeof value === "number" ? String(value) : (value?.[0] ?? "")).slice(0, 200)

const formOf = (body: unknown): HostedForm => {
  const fields = Result.getOrUndefined(Schema.decodeUnknownResult(FormBody)(body ?? {})) ?? {}
  return {
    cardholder: firstValue(fields.cardholder),
    cardNumber: firstValue(fields.cardNumber),
    expiry: firstValue(fields.expiry),
    cvc: firstValue(fields.cvc),
    amount: firstValue(fields.amount),
    consent: firstValue(fields.consent) === "yes",
  }
}

const problemsOf = (form: HostedForm, session: HostedPaymentSession, now: Date): HostedProblems => {
  const number = digitsOnly(form.cardNumber)
  const problems: Array<HostedProblems[number]> = []
  if (form.cardholder.trim() === "") problems.push({ field: "cardholder", text: "cardholderRequired" })
  if (!passesLuhn(number)) problems.push({ field: "cardNumber", text: "cardNumberInvalid" })
  else if (cardTypeOf(number) === undefined) problems.push({ field: "cardNumber", text: "cardNotAccepted" })
  else if (number === declinedDemoCard) problems.push({ field: "cardNumber", text: "cardDeclined" })
  if (!isUnexpired(form.expiry, now)) problems.push({ field: "expiry", text: "expiryInvalid" })
  const cvcLength = cardTypeOf(number) === "AMEX" ? 4 : 3
  if (!new RegExp(`^[0-9]{${cvcLength}}$`).test(form.cvc.trim()))
    problems.push({ field: "cvc", text: "cvcInvalid" })
  if (session.isMakePayment) {
    // The contract's limits (paymentLimits): a ceiling per payment, whatever the balance or a credit.
    const amount = typedAmount(form.amount, session.language)
    if (amount === undefined || !isPayableAmount(amount))
      problems.push({ field: "amount", text: "amountInvalid" })
  } else if (!form.consent) {
    problems.push({ field: "consent", text: "consentRequired" })
  }
  return problems
}

// Portals on other origins are named in frame-ancestors (X-Frame-Options cannot name one, so it goes) for a
// kiosk framing the page, and the return after the post in form-action.
const allowPortals = (reply: FastifyReply, portals: ReadonlyArray<string>, returnOrigin?: string): void => {
  const policy = reply.getHeader("content-security-policy")
  if (portals.length === 0 || typeof policy !== "string") return
  const directives = policy.split(";").map((directive) => {
    if (directive.startsWith("frame-ancestors ")) return [directive, ...portals].join(" ")
    if (directive.startsWith("form-action ") && returnOrigin !== undefined)
      return `${directive} ${returnOrigin}`
    return directive
  })
  reply.removeHeader("x-frame-options")
  reply.header("content-security-policy", directives.join(";"))
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(page)

/** Whether the caller is a program: it sent JSON, or asks for JSON and not HTML (a browser's form post). */
const wantsJson = (headers: IncomingHttpHeaders): boolean => {
  const accept = headers.accept ?? ""
  return (
    (headers["content-type"] ?? "").startsWith("application/json") ||
    (accept.includes("application/json") && !accept.includes("text/html"))
  )
}

/** The contract's 400: the amount with its own key, the card fields as `fieldRequired` or `invalid`. */
const jsonRefusal = (problems: HostedProblems, amount: number | undefined) =>
  badRequestAnswer(
    problems.flatMap((problem): ReadonlyArray<FieldProblem> => {
      if (problem.field === "amount") return paymentAmountProblems(amount)
      const key = problem.text === "cardholderRequired" ? "validation.fieldRequired" : "validation.invalid"
      return [{ path: problem.field, key, text: hostedText("en", problem.text) }]
    }),
  )

export const registerHostedPayment = async (app: FastifyInstance, context: ServerContext): Promise<void> => {
  const notice = (
    reply: FastifyReply,
    status: number,
    message: HostedTextKey,
    session?: HostedPaymentSession,
  ) => {
    // Without a session the portal's origin is not known: the link stays on this one.
    const link = session === undefined ? "/" : portalAddress(session, "/")
    return html(reply, status, renderHostedNotice(session?.language ?? "en", context.theme, message, link))
  }
  /** The page's session while it is open; else the notice saying why is answered. */
  const openSession = (request: FastifyRequest, reply: FastifyReply): HostedPaymentSession | undefined => {
    const params = Result.getOrUndefined(Schema.decodeUnknownResult(SessionParams)(request.params))
    const session =
      params === undefined ? undefined : context.store.state.hostedSessions.get(params.sessionId)
    allowPortals(reply, context.corsOrigins, session?.portalOrigin)
    if (session === undefined) notice(reply, 404, "unknown")
    else if (session.completed) notice(reply, 409, "alreadyUsed", session)
    else return session
    return undefined
  }
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 4096 })

    const path = `${hostedPaymentPrefix}/:sessionId`
    scope.get(path, (request, reply) => {
      const session = openSession(request, reply)
      if (session === undefined) return
      const amount = offeredAmount(session.balance, session.language)
      const blank = { cardholder: "", cardNumber: "", expiry: "", cvc: "", amount, consent: false }
      return html(reply, 200, renderHostedForm(session, context.theme, blank, []))
    })

    scope.post(path, (request, reply) => {
      const session = openSession(request, reply)
      if (session === undefined) return
      const form = formOf(request.body)
      const problems = problemsOf(form, session, context.clock.now())
      const amount = typedAmount(form.amount, session.language)
      if (problems.length > 0 && wantsJson(request.headers)) {
        const refusal = jsonRefusal(problems, amount)
        return reply
          .code(refusal.status)
          .header("cache-control", "no-store")
          .headers(refusal.headers)
          .send(refusal.body)
      }
      if (problems.length > 0) {
        // The security code is never sent back to the browser.
        return html(reply, 422, renderHostedForm(session, context.theme, { ...form, cvc: "" }, problems))
      }
      const number = digitsOnly(form.cardNumber)
      const card = { cardType: cardTypeOf(number) ?? "VISA", lastFour: number.slice(-4) }
      const recorded = recordCardPayment(context, session, card, amount ?? 0)
      if (recorded === undefined) return notice(reply, 404, "unknown", session)
      return reply
        .code(303)
        .header("location", portalAddress(session, returnPathOf(session, "success")))
        .send()
    })
  })
}
