import type { Bill } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { useServerToday } from "../../shared/account-standing.tsx"
import { BillPdfButton } from "../../shared/bill-pdf-button.tsx"
import { BillStatusBadge } from "../../shared/bill-status-badge.tsx"
import { useFormattedColumns } from "../../shared/formatted-columns.ts"
import type { ResultsTable } from "../../shared/results-list.tsx"
import type { BillingList } from "./billing-data.ts"

const mutedClass = css({ color: "fg.muted" })

export const useBillsTable = (): ResultsTable<Exclude<BillingList, "failed">, Bill> => {
  const LL = useTranslations()
  const today = useServerToday()
  const language = useAtomValue(languageAtom)
  const column = useFormattedColumns<Bill>()
  return {
    rowsOf: (list) => (list.view === "bills" ? list.items : []),
    columns: [
      column.date("statementDate", LL.billing.statementDate(), (bill) => bill.statementDate),
      { ...column.date("dueDate", LL.billing.dueDate(), (bill) => bill.paymentDueDate), secondary: true },
      column.money("amount", LL.billing.amount(), (bill) => bill.totalDue),
      {
        key: "status",
        header: LL.billing.status(),
        under: true,
        cell: (bill) => <BillStatusBadge bill={bill} today={today} />,
      },
    ],
    rowKey: (bill) => bill.statementDate,
    emptyMessage: LL.billing.billsNoResults(),
    details: { label: (bill) => LL.billing.billMore({ date: formatDate(bill.statementDate, language) }) },
    actions: {
      header: LL.billing.statement(),
      cell: (bill) => (
        <BillPdfButton bill={bill} texts="billing" variant="outline" missingClassName={mutedClass} />
      ),
    },
  }
}
