import type { LanguageCode, QuickPaySearchResponse } from "@billpath/contract"
import { displayName, dueStanding } from "@billpath/contract/rules"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { useEffect, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import type { TranslationFunctions } from "../../i18n/i18n-types.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { StandingIcon, standingLine, standingTone } from "../../shared/account-standing.tsx"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { goToPaymentPage } from "../../shared/payment-page.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { noteClass } from "../../ui/form/form-styles.ts"
import type { TermLine } from "../../ui/term-list/term-list.tsx"

const cardClass = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "card",
  p: { base: "4", md: "5" },
  bg: "bg.canvas",
})
const headingClass = css({ textStyle: "title.card", _focusVisible: { outline: "none" } })
const listClass = css({ display: "grid", gap: "3", m: "0" })
const termClass = css({ fontSize: "sm", color: "fg.muted" })
const valueClass = css({ fontSize: "lg", fontWeight: "600", m: "0" })
const statusClass = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  "&[data-tone=critical]": { fontWeight: "700" },
})
const actionsClass = css({ display: "flex", flexDirection: { base: "column", sm: "row" }, gap: "3" })

/** What is owed, by when, and where that stands today, in the header's words; none when not said. */
const owedLines = (
  LL: TranslationFunctions,
  language: LanguageCode,
  payer: QuickPaySearchResponse,
  today: string,
): ReadonlyArray<TermLine> => {
  const amount = payer.paymentDueAmount
  if (amount === undefined) return []
  const dueDate = payer.paymentDueDate ?? null
  const standing = dueStanding(
    {
      paymentDueAmount: amount,
      paymentDueDate: dueDate,
      isAutoPayEnabled: false,
      autoPayScheduledDate: null,
    },
    today,
  )
  const words = standingLine(LL, standing)
  return [
    {
      term: LL.quickpay.amountOwed(),
      value: <span data-testid="quickpay-amount">{formatMoney(amount, language)}</span>,
    },
    ...(dueDate === null
      ? []
      : [
          {
            term: LL.quickpay.dueDate(),
            value: <span data-testid="quickpay-due-date">{formatDate(dueDate, language)}</span>,
          },
        ]),
    ...(words === undefined
      ? []
      : [
          {
            term: LL.quickpay.status(),
            value: (
              <span
                className={statusClass}
                data-tone={standingTone[standing.kind]}
                data-testid="quickpay-standing"
              >
                <StandingIcon kind={standing.kind} size={20} />
                {words}
              </span>
            ),
          },
        ]),
  ]
}

/** "Is this you?" (spec §2 Quick pay); the heading takes focus when it appears, so the new content is announced. */
export const FoundAccount = ({
  payer,
  today,
  onNotMe,
}: {
  readonly payer: QuickPaySearchResponse
  /** The provider's day (YYYY-MM-DD) the standing is judged on. */
  readonly today: string
  readonly onNotMe: () => void
}) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const store = useStore()
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const heading = useRef<HTMLHeadingElement>(null)
  const [redirecting, setRedirecting] = useState(false)

  useEffect(() => heading.current?.focus(), [])

  const pay = async () => {
    setRedirecting(true)
    const outcome = await goToPaymentPage(store, "quickPay")
    if (outcome === "opened") return
    setRedirecting(false)
    if (outcome === "failed") showAlert(outcomeAlert(LL, "paymentPage", "failed"))
  }

  const place = [payer.city, payer.state].every((part) => part.trim() !== "")
    ? LL.quickpay.cityState({ city: payer.city, state: payer.state })
    : `${payer.city}${payer.state}`.trim()
  return (
    <section aria-labelledby="found-account-heading" className={cardClass} data-testid="found-account">
      <h2 id="found-account-heading" ref={heading} tabIndex={-1} className={headingClass}>
        {LL.quickpay.isThisYou()}
      </h2>
      <p className={noteClass}>{LL.quickpay.isThisYouIntro()}</p>
      {/* Each term over its value, in the card's larger type (TermList sets them side by side). */}
      <dl className={listClass}>
        {[
          { term: LL.quickpay.name(), value: displayName(payer) },
          ...(place === "" ? [] : [{ term: LL.quickpay.location(), value: place }]),
          ...owedLines(LL, language, payer, today),
        ].map(({ term, value }) => (
          <div key={term}>
            <dt className={termClass}>{term}</dt>
            <dd className={valueClass}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={noteClass}>{LL.quickpay.paymentNote()}</p>
      <div className={actionsClass}>
        <button
          type="button"
          className={button()}
          disabled={redirecting}
          aria-disabled={redirecting}
          onClick={() => void pay()}
        >
          {redirecting ? LL.quickpay.openingPayment() : LL.quickpay.makePayment()}
        </button>
        <button
          type="button"
          className={button({ variant: "outline" })}
          onClick={onNotMe}
          disabled={redirecting}
        >
          {LL.quickpay.notMe()}
        </button>
      </div>
    </section>
  )
}
