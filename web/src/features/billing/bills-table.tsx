import type { Bill } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { useServerToday } from "../../shared/account-standing.tsx"
import { BillPdfButton } from "../../shared/bill-pdf-button.tsx"
import { BillStatusBadge } from "../../shared/bill-status-badge.tsx"
import type { ResultsTable } from "../../shared/results-list.tsx"
import type { Column } from "../../ui/data-table/data-table.tsx"

const mutedClass = css({ color: "fg.muted" })

/** The bills' table: statement and due dates, amount, status in words and icon, and the PDF. */
export const useBillsTable = (): ResultsTable<Bill> => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const today = useServerToday()
  const columns: ReadonlyArray<Column<Bill>> = [
    {
      key: "statementDate",
      header: LL.billing.statementDate(),
      cell: (bill) => formatDate(bill.statementDate, language),
    },
    {
      key: "dueDate",
      header: LL.billing.dueDate(),
      cell: (bill) => formatDate(bill.paymentDueDate, language),
    },
    {
      key: "amount",
      header: LL.billing.amount(),
      align: "end",
      cell: (bill) => formatMoney(bill.totalDue, language),
    },
    {
      key: "status",
      header: LL.billing.status(),
      cell: (bill) => <BillStatusBadge bill={bill} today={today} />,
    },
  ]
  return {
    columns,
    rowKey: (bill) => bill.statementDate,
    emptyMessage: LL.billing.billsNoResults(),
    actions: {
      header: LL.billing.statement(),
      cell: (bill) => (
        <BillPdfButton bill={bill} texts="billing" variant="outline" missingClassName={mutedClass} />
      ),
    },
  }
}
