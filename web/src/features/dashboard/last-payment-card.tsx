import type { Payment } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { card } from "../../../styled-system/recipes"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"

/** The last payment's amount and 'received on' date, when a payment exists. */
export const LastPaymentCard = ({ payment }: { readonly payment: Payment }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
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
