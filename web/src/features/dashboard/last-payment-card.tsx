import type { Payment } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { LoadingNote, SkeletonLine } from "../../ui/skeleton/skeleton.tsx"
import { DashboardCard } from "./dashboard-card.tsx"

const amountClass = css({ fontSize: "2xl", fontWeight: "700" })
const dateClass = css({ color: "fg.muted" })

/** The last payment, or "No payments yet" so the card keeps its place; undefined while on its way. */
export const LastPaymentCard = ({ payment }: { readonly payment: Payment | null | undefined }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  return (
    <DashboardCard
      name="last-payment"
      heading={LL.dashboard.lastPaymentHeading()}
      data={payment}
      skeleton={
        <>
          <SkeletonLine className={amountClass} width="4.5em" />
          <SkeletonLine className={dateClass} width="11em" />
          <LoadingNote text={LL.common.loading()} />
        </>
      }
    >
      {(payment) =>
        payment === null ? (
          <p className={dateClass}>{LL.dashboard.noPayment()}</p>
        ) : (
          <>
            <p className={amountClass}>{formatMoney(payment.amount, language)}</p>
            <p className={dateClass}>
              {LL.dashboard.receivedOn({ date: formatDate(payment.paymentDate, language) })}
            </p>
          </>
        )
      }
    </DashboardCard>
  )
}
