import type { Payment } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { useEffect, useState } from "react"
import { css } from "../../../styled-system/css"
import { card } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../session/session-atoms.ts"
import { fetchLastPayment } from "./dashboard-actions.ts"

/** The last payment's amount and 'received on' date, when a payment exists. */
export const LastPaymentCard = () => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const api = useAtomValue(apiClientAtom)
  const [payment, setPayment] = useState<Payment | null | "loading" | "failed">("loading")
  useEffect(() => {
    let current = true
    void fetchLastPayment(api).then((found) => {
      if (current) setPayment(found)
    })
    return () => {
      current = false
    }
  }, [api])
  if (payment === "loading" || payment === "failed" || payment === null) return null
  return (
    <section aria-labelledby="last-payment-heading" className={card()} data-testid="last-payment">
      <h2 id="last-payment-heading" className={css({ fontSize: "xl", mb: "3" })}>
        {LL.dashboard.lastPaymentHeading()}
      </h2>
      <p className={css({ fontSize: "2xl", fontWeight: "700" })}>{formatMoney(payment.amount, language)}</p>
      <p className={css({ color: "fg.muted" })}>
        {LL.dashboard.receivedOn({ date: formatDate(payment.paymentDate, language) })}
      </p>
    </section>
  )
}
