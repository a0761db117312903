import { isPayableAmount, type LanguageCode } from "@billpath/contract"
import formBody from "@fastify/formbody"
import { Result, Schema } from "effect"
import type { FastifyInstance, FastifyReply } from "fastify"
import type { ServerContext } from "../context.ts"
import type { HostedPaymentSession } from "../store/state.ts"
import { offeredAmount, typedAmount } from "./amount.ts"
import { cardTypeOf, declinedDemoCard, digitsOnly, isUnexpired, passesLuhn } from "./card.ts"
import { jsonRefusal, wantsJson } from "./json-refusal.ts"
import {
  type HostedBranding,
  type HostedForm,
  type HostedProblems,
  renderHostedForm,
  renderHostedNotice,
} from "./page.ts"
import { hostedPaymentPrefix, portalAddress, returnPathOf } from "./paths.ts"
import { recordCardPayment } from "./record.ts"

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
  const decoded = Schema.decodeUnknownResult(FormBody)(body ?? {})
  const fields = Result.isSuccess(decoded) ? decoded.success : {}
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

/**
 * With portals allowed on other origins (--cors-origin), the page's policy names them: a kiosk there frames
 * it (frame-ancestors; X-Frame-Options cannot name another origin, so it goes), and the browser's return
 * after the form's post is held to form-action. Otherwise the site's policy stays as it is.
 */
const allowPortals = (
  reply: FastifyReply,
  portals: ReadonlyArray<string>,
  session: HostedPaymentSession | undefined,
): FastifyReply => {
  const policy = reply.getHeader("content-security-policy")
  if (portals.length === 0 || typeof policy !== "string") return reply
  const returnOrigin = session?.portalOrigin
  const directives = policy.split(";").map((directive) => {
    if (directive.startsWith("frame-ancestors ")) return [directive, ...portals].join(" ")
    if (directive.startsWith("form-action ") && returnOrigin !== undefined)
      return `${directive} ${returnOrigin}`
    return directive
  })
  reply.removeHeader("x-frame-options")
  return reply.header("content-security-policy", directives.join(";"))
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(page)

/** The active theme's logo, name, colours and font, in the page's language. */
const brandingOf = (context: ServerContext, language: LanguageCode): HostedBranding => {
  const { theme } = context
  const logo = (theme.images[language] ?? theme.images.en)?.logo
  return {
    providerName: (theme.text[language] ?? theme.text.en)?.providerName ?? "",
    logoPath: logo === undefined ? undefined : `/theme/images/${logo}`,
    colours: theme.styles.colors,
    fonts: theme.styles.fonts,
  }
}

/** The simulated provider-hosted card page, and its return to the portal's receipt page. */
export const registerHostedPayment = async (app: FastifyInstance, context: ServerContext): Promise<void> => {
  // Without a session the portal's origin is not known: the link stays on this one.
  const notice = (
    language: LanguageCode,
    message: "unknown" | "alreadyUsed",
    session?: HostedPaymentSession,
  ) =>
    renderHostedNotice(
      language,
      brandingOf(context, language),
      message,
      session === undefined ? "/" : portalAddress(session, "/"),
    )
  const formPage = (session: HostedPaymentSession, form: HostedForm, problems: HostedProblems) =>
    renderHostedForm(session, brandingOf(context, session.language), form, problems)
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 4096 })
    const sessionOf = (params: unknown) => {
      const decoded = Schema.decodeUnknownResult(SessionParams)(params)
      return Result.isSuccess(decoded)
        ? context.store.state.hostedSessions.get(decoded.success.sessionId)
        : undefined
    }

    scope.get(`${hostedPaymentPrefix}/:sessionId`, (request, reply) => {
      const session = sessionOf(request.params)
      allowPortals(reply, context.corsOrigins, session)
      if (session === undefined) return html(reply, 404, notice("en", "unknown"))
      if (session.completed) return html(reply, 409, notice(session.language, "alreadyUsed", session))
      const amount = offeredAmount(session.balance, session.language)
      const blank = { cardholder: "", cardNumber: "", expiry: "", cvc: "", amount, consent: false }
      return html(reply, 200, formPage(session, blank, []))
    })

    scope.post(`${hostedPaymentPrefix}/:sessionId`, (request, reply) => {
      const session = sessionOf(request.params)
      allowPortals(reply, context.corsOrigins, session)
      if (session === undefined) return html(reply, 404, notice("en", "unknown"))
      if (session.completed) return html(reply, 409, notice(session.language, "alreadyUsed", session))
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
        return html(reply, 422, formPage(session, { ...form, cvc: "" }, problems))
      }
      const number = digitsOnly(form.cardNumber)
      const recorded = recordCardPayment(
        context,
        session,
        { cardType: cardTypeOf(number) ?? "VISA", lastFour: number.slice(-4) },
        amount ?? 0,
      )
      if (recorded === undefined) return html(reply, 404, notice(session.language, "unknown", session))
      return reply
        .code(303)
        .header("location", portalAddress(session, returnPathOf(session, "success")))
        .send()
    })
  })
}
