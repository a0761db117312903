import { type LanguageCode, offeredPayment, type ProviderTheme } from "@billpath/contract"
import { formatMoney } from "../documents/document-format.ts"
import type { HostedPaymentSession } from "../store/state.ts"
import { portalAddress, returnPathOf } from "./paths.ts"
import { type HostedTextKey, hostedText, hostedTexts } from "./texts.ts"

export type HostedField = "cardholder" | "cardNumber" | "expiry" | "cvc" | "amount" | "consent"

type TextField = Exclude<HostedField, "consent">

export type HostedForm = Readonly<Record<TextField, string> & { consent: boolean }>

export type HostedProblems = ReadonlyArray<{ readonly field: HostedField; readonly text: HostedTextKey }>

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`)

// The theme's schema keeps its values safe inside the style sheet. Expiry and security code share a row at
// every width; their labels may wrap differently (French, a phone), so the pair is a subgrid.
const styles = ({ colors: c, fonts }: ProviderTheme["styles"]): string => `
*{box-sizing:border-box}
body{font-family:${fonts.body};background:${c.background};color:${c.text};margin:0;line-height:1.5}
header{max-width:32rem;margin:0 auto;padding:1rem 1rem 0;display:flex;align-items:center;justify-content:space-between;gap:1rem;flex-wrap:wrap}
header img{display:block;height:2.5rem;width:auto;max-width:100%}
.secure{color:${c.mutedText};font-size:.9rem;margin:0}
main{max-width:32rem;margin:1rem auto 2rem;background:${c.surface};border:1px solid ${c.border};border-radius:.5rem;padding:1.5rem}
h1{font-family:${fonts.heading};font-size:1.4rem;line-height:1.25;margin:0 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=text]{width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid ${c.mutedText};border-radius:.3rem;font:inherit;font-size:1rem;color:inherit;background:${c.surface}}
input[aria-invalid=true]{border:2px solid ${c.error}}
input:focus,button:focus,a:focus,.summary:focus{outline:3px solid ${c.focus};outline-offset:2px}
.pair{display:grid;grid-template-columns:1fr 1fr;grid-template-rows:auto auto auto;gap:0 1rem}
.pair>div{display:grid;grid-row:span 3;grid-template-rows:subgrid}
.pair label{align-self:end}
.error{color:${c.error};font-weight:600;margin:.25rem 0 0}
.hint{color:${c.mutedText};margin:0 0 .25rem}
.summary{border:2px solid ${c.error};padding:.5rem 1rem;border-radius:.3rem;margin:1rem 0}
.summary p{margin:0;font-weight:600}
.consent{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
.consent input{width:1.25rem;height:1.25rem;margin:.15rem 0 0;flex-shrink:0}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-top:1.5rem}
button{background:${c.primary};color:${c.onPrimary};border:0;border-radius:.3rem;padding:.7rem 1.2rem;font:inherit;font-weight:600;cursor:pointer;min-height:2.75rem}
a{color:${c.primary}}
.amount-due{font-size:1.1rem;margin:1rem 0 0}
@media (max-width:30rem){main{margin:.75rem 0 0;border-radius:0;border-left:0;border-right:0;padding:1rem}}`

/** The active theme's logo, name, colours and font, in the page's language. */
const layout = (language: LanguageCode, title: string, theme: ProviderTheme, content: string): string => {
  const providerName = escapeHtml((theme.text[language] ?? theme.text.en)?.providerName ?? "")
  const logoFile = (theme.images[language] ?? theme.images.en)?.logo
  const logo =
    logoFile === undefined
      ? `<p><strong>${providerName}</strong></p>`
      : `<img src="${escapeHtml(`/theme/images/${logoFile}`)}" alt="${providerName}">`
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles(theme.styles)}</style></head>
<body><header>${logo}<p class="secure">${escapeHtml(hostedTexts[language].title)}</p></header><main>${content}</main></body></html>`
}

/** A page that only says something and links back to the portal (`portalLink`: its address). */
export const renderHostedNotice = (
  language: LanguageCode,
  theme: ProviderTheme,
  message: HostedTextKey,
  portalLink: string,
): string => {
  const texts = hostedTexts[language]
  return layout(
    language,
    texts.title,
    theme,
    `<h1>${escapeHtml(texts.title)}</h1><p role="alert">${escapeHtml(texts[message])}</p>
<p><a href="${escapeHtml(portalLink)}">${escapeHtml(texts.backToPortal)}</a></p>`,
  )
}

/** The balance line: what is due, or that nothing is, so a customer in credit is not asked for money. */
const balanceLine = (language: LanguageCode, balance: number): string => {
  if (offeredPayment(balance) !== undefined) {
    return `${escapeHtml(hostedTexts[language].balanceDue)} <strong>${escapeHtml(formatMoney(balance, language))}</strong>`
  }
  return escapeHtml(
    balance < 0 ? hostedText(language, "creditBalance", -balance) : hostedText(language, "nothingDue"),
  )
}

/** The card form, with the customer's entries kept and each problem under its field. */
export const renderHostedForm = (
  session: HostedPaymentSession,
  theme: ProviderTheme,
  form: HostedForm,
  problems: HostedProblems,
): string => {
  const language = session.language
  const texts = hostedTexts[language]
  const problemOf = (field: HostedField) => problems.find((problem) => problem.field === field)
  const field = (name: TextField, autocomplete: string, inputMode: string, hint?: string) => {
    const problem = problemOf(name)
    const errorId = `${name}-error`
    const hintId = `${name}-hint`
    const describedBy = [hint === undefined ? "" : hintId, problem === undefined ? "" : errorId]
      .filter((id) => id !== "")
      .join(" ")
    return `<div><label for="${name}">${escapeHtml(texts[name])}</label>
${hint === undefined ? "" : `<p class="hint" id="${hintId}">${escapeHtml(hint)}</p>`}
<input type="text" id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="${inputMode}" value="${escapeHtml(form[name])}" required${problem === undefined ? "" : ' aria-invalid="true"'}${describedBy === "" ? "" : ` aria-describedby="${describedBy}"`}>
${problem === undefined ? "" : `<p class="error" id="${errorId}">${escapeHtml(hostedText(language, problem.text))}</p>`}</div>`
  }
  const consentProblem = problemOf("consent")
  const summary =
    problems.length === 0
      ? ""
      : // Focused on arrival, so the customer hears what to correct and can follow its links to each field.
        `<div class="summary" role="alert" tabindex="-1" autofocus><p>${escapeHtml(texts.problemsHeading)}</p><ul>${problems
          .map(
            (problem) =>
              `<li><a href="#${problem.field}">${escapeHtml(hostedText(language, problem.text))}</a></li>`,
          )
          .join("")}</ul></div>`
  const heading = session.isMakePayment ? texts.payTitle : texts.autopayTitle
  return layout(
    language,
    `${heading} – ${texts.title}`,
    theme,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(texts.intro)}</p>${summary}
<form method="post" novalidate>
${field("cardholder", "cc-name", "text")}
${field("cardNumber", "cc-number", "numeric")}
<div class="pair">
${field("expiry", "cc-exp", "numeric")}
${field("cvc", "cc-csc", "numeric")}
</div>
${
  session.isMakePayment
    ? `<p class="amount-due">${balanceLine(language, session.balance)}</p>${field("amount", "transaction-amount", "decimal", hostedText(language, "amountHint"))}`
    : `<label class="consent"><input type="checkbox" id="consent" name="consent" value="yes"${form.consent ? " checked" : ""}${consentProblem === undefined ? "" : ' aria-invalid="true" aria-describedby="consent-error"'}> ${escapeHtml(texts.consent)}</label>
${consentProblem === undefined ? "" : `<p class="error" id="consent-error">${escapeHtml(texts.consentRequired)}</p>`}`
}
<div class="actions"><button type="submit">${escapeHtml(session.isMakePayment ? texts.pay : texts.save)}</button>
<a href="${escapeHtml(portalAddress(session, returnPathOf(session, "cancelled")))}">${escapeHtml(texts.cancel)}</a></div>
</form>`,
  )
}
