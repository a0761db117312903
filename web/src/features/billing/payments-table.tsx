import type { Payment } from "@billpath/contract"
import { cardIconFor } from "@billpath/contract/rules"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { useFormattedColumns } from "../../shared/formatted-columns.ts"
import { lastFourDigits } from "../../shared/last-four.ts"
import { PaymentTypeIcon, paymentTypeName } from "../../shared/payment-type-icon.tsx"
import type { ResultsTable } from "../../shared/results-list.tsx"
import type { BillingList } from "./billing-data.ts"

const methodClass = css({ display: "inline-flex", alignItems: "center", gap: "2", textAlign: "start" })

const PaymentMethod = ({ payment }: { readonly payment: Payment }) => {
  const LL = useTranslations()
  const icon = cardIconFor(payment.paymentMethod)
  const name = paymentTypeName(LL, icon)
  const lastFour = lastFourDigits(payment.paymentAccount)
  return (
    <span className={methodClass}>
      <PaymentTypeIcon type={icon} />
      <span>{lastFour === "" ? name : LL.billing.paidWith({ method: name, lastFour })}</span>
    </span>
  )
}

export const usePaymentsTable = (): ResultsTable<Exclude<BillingList, "failed">, Payment> => {
  const LL = useTranslations()
  const column = useFormattedColumns<Payment>()
  const language = useAtomValue(languageAtom)
  return {
    rowsOf: (list) => (list.view === "payments" ? list.items : []),
    columns: [
      column.date("paymentDate", LL.billing.paymentDate(), (payment) => payment.paymentDate),
      column.money("amount", LL.billing.amount(), (payment) => payment.amount),
      {
        key: "method",
        header: LL.billing.method(),
        under: true,
        cell: (payment) => <PaymentMethod payment={payment} />,
      },
      {
        key: "kind",
        secondary: true,
        header: LL.billing.kind(),
        cell: (payment) => (payment.isAutoPay ? LL.billing.byAutopay() : LL.billing.oneTime()),
      },
    ],
    // Two payments of one day and amount are possible; the position on the page tells them apart.
    rowKey: (payment, index) => `${payment.paymentDate}-${payment.amount}-${index}`,
    emptyMessage: LL.billing.paymentsNoResults(),
    details: {
      label: (payment) => LL.billing.paymentMore({ date: formatDate(payment.paymentDate, language) }),
    },
  }
}
