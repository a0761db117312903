import type { QuickPaySearchResponse } from "@billpath/contract"
import { displayName, dueStanding } from "@billpath/contract/rules"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { type ReactNode, useEffect, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { StandingIcon, standingLine, standingTone } from "../../shared/account-standing.tsx"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { goToPaymentPage } from "../../shared/payment-page.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { noteClass } from "../../ui/form/form-styles.ts"

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

const Line = ({ term, children }: { readonly term: string; readonly children: ReactNode }) => (
  <div>
    <dt className={termClass}>{term}</dt>
    <dd className={valueClass}>{children}</dd>
  </div>
)

/** What is owed, by when, and where that stands today, in the header's words; none when not said. */
const OwedLines = ({ payer, today }: { readonly payer: QuickPaySearchResponse; readonly today: string }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const amount = payer.paymentDueAmount
  if (amount === undefined) return null
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
  return (
    <>
      <Line term={LL.quickpay.amountOwed()}>
        <span data-testid="quickpay-amount">{formatMoney(amount, language)}</span>
      </Line>
      {dueDate === null ? null : (
        <Line term={LL.quickpay.dueDate()}>
          <span data-testid="quickpay-due-date">{formatDate(dueDate, language)}</span>
        </Line>
      )}
      {words === undefined ? null : (
        <Line term={LL.quickpay.status()}>
          <span
            className={statusClass}
            data-tone={standingTone[standing.kind]}
            data-testid="quickpay-standing"
          >
            <StandingIcon kind={standing.kind} size={20} />
            {words}
          </span>
        </Line>
      )}
    </>
  )
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
        <Line term={LL.quickpay.name()}>{displayName(payer)}</Line>
        {place === "" ? null : <Line term={LL.quickpay.location()}>{place}</Line>}
        <OwedLines payer={payer} today={today} />
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
