import type { HostedPaymentSession } from "../store/state.ts"
import { type HostedTextKey, hostedTexts } from "./texts.ts"

export type HostedField = "cardholder" | "cardNumber" | "expiry" | "cvc" | "amount" | "consent"

export interface HostedForm {
  readonly cardholder: string
  readonly cardNumber: string
  readonly expiry: string
  readonly cvc: string
  readonly amount: string
  readonly consent: boolean
}

export type HostedProblems = ReadonlyArray<{ readonly field: HostedField; readonly text: HostedTextKey }>

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`)

const styles = `
body{font-family:system-ui,Arial,sans-serif;background:#eef1f5;color:#1c2430;margin:0}
main{max-width:30rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem 2rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=text]{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #6b7585;border-radius:.3rem;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #1a56db;outline-offset:2px}
.error{color:#a4161a;margin:.25rem 0 0}.summary{border:2px solid #a4161a;padding:.5rem 1rem;border-radius:.3rem}
.consent{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}.actions{display:flex;gap:1rem;align-items:center;margin-top:1.5rem}
button{background:#1a56db;color:#fff;border:0;border-radius:.3rem;padding:.7rem 1.2rem;font-size:1rem;cursor:pointer}
.amount-due{font-size:1.1rem}`

const layout = (language: "en" | "fr", title: string, content: string): string => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>${content}</main></body></html>`

/** A page that only says something and links back to the portal. */
export const renderHostedNotice = (
  language: "en" | "fr",
  message: HostedTextKey,
  portalPath: string,
): string => {
  const texts = hostedTexts[language]
  return layout(
    language,
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1><p role="alert">${escapeHtml(texts[message])}</p>
<p><a href="${escapeHtml(portalPath)}">${escapeHtml(texts.backToPortal)}</a></p>`,
  )
}

const money = (language: "en" | "fr", amount: number): string =>
  new Intl.NumberFormat(language === "fr" ? "fr-CA" : "en-US", { style: "currency", currency: "USD" }).format(
    amount,
  )

/** The card form, with the customer's entries kept and each problem under its field. */
export const renderHostedForm = (
  session: HostedPaymentSession,
  form: HostedForm,
  problems: HostedProblems,
  cancelPath: string,
): string => {
  const language = session.language
  const texts = hostedTexts[language]
  const problemOf = (field: HostedField) => problems.find((problem) => problem.field === field)
  const field = (
    name: Exclude<HostedField, "consent">,
    autocomplete: string,
    inputMode: string,
    value: string,
  ) => {
    const problem = problemOf(name)
    const errorId = `${name}-error`
    return `<label for="${name}">${escapeHtml(texts[name])}</label>
<input type="text" id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="${inputMode}" value="${escapeHtml(value)}" required${problem === undefined ? "" : ` aria-invalid="true" aria-describedby="${errorId}"`}>
${problem === undefined ? "" : `<p class="error" id="${errorId}">${escapeHtml(texts[problem.text])}</p>`}`
  }
  const consentProblem = problemOf("consent")
  const summary =
    problems.length === 0
      ? ""
      : `<div class="summary" role="alert" tabindex="-1"><p>${escapeHtml(texts.problemsHeading)}</p><ul>${problems
          .map((problem) => `<li><a href="#${problem.field}">${escapeHtml(texts[problem.text])}</a></li>`)
          .join("")}</ul></div>`
  const heading = session.isMakePayment ? texts.payTitle : texts.autopayTitle
  return layout(
    language,
    `${heading} – ${texts.title}`,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(texts.intro)}</p>${summary}
<form method="post" novalidate>
${field("cardholder", "cc-name", "text", form.cardholder)}
${field("cardNumber", "cc-number", "numeric", form.cardNumber)}
${field("expiry", "cc-exp", "numeric", form.expiry)}
${field("cvc", "cc-csc", "numeric", form.cvc)}
${
  session.isMakePayment
    ? `<p class="amount-due">${escapeHtml(texts.balanceDue)} <strong>${escapeHtml(money(language, session.amount))}</strong></p>${field("amount", "transaction-amount", "decimal", form.amount)}`
    : `<label class="consent"><input type="checkbox" id="consent" name="consent" value="yes"${form.consent ? " checked" : ""}${consentProblem === undefined ? "" : ' aria-invalid="true" aria-describedby="consent-error"'}> ${escapeHtml(texts.consent)}</label>
${consentProblem === undefined ? "" : `<p class="error" id="consent-error">${escapeHtml(texts.consentRequired)}</p>`}`
}
<div class="actions"><button type="submit">${escapeHtml(session.isMakePayment ? texts.pay : texts.save)}</button>
<a href="${escapeHtml(cancelPath)}">${escapeHtml(texts.cancel)}</a></div>
</form>`,
  )
}
