import type { QuickPaySearchResponse } from "@billpath/contract"
import { displayName } from "@billpath/contract/rules"
import { useSetAtom, useStore } from "jotai"
import { useEffect, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
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
  bg: "bg.subtle",
})
const headingClass = css({ fontSize: "xl", fontWeight: "700", m: "0", _focusVisible: { outline: "none" } })
const listClass = css({ display: "grid", gap: "3", m: "0" })
const termClass = css({ fontSize: "sm", color: "fg.muted" })
const valueClass = css({ fontSize: "lg", fontWeight: "600", m: "0" })
const actionsClass = css({ display: "flex", flexDirection: { base: "column", sm: "row" }, gap: "3" })

/**
 * "Is this you?" (spec §2 Quick pay): whose bill was found, then Make a payment (the provider's card
 * page) or Not me. The heading takes the focus when the card appears, so the new content is announced.
 */
export const FoundAccount = ({
  payer,
  onNotMe,
}: {
  readonly payer: QuickPaySearchResponse
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
      <dl className={listClass}>
        <div>
          <dt className={termClass}>{LL.quickpay.name()}</dt>
          <dd className={valueClass}>{displayName(payer)}</dd>
        </div>
        {place === "" ? null : (
          <div>
            <dt className={termClass}>{LL.quickpay.location()}</dt>
            <dd className={valueClass}>{place}</dd>
          </div>
        )}
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
