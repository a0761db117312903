import type { Bill } from "@billpath/contract"
import { useAtomValue, useSetAtom } from "jotai"
import { css } from "../../../styled-system/css"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { useServerToday } from "../../shared/account-standing.tsx"
import { fetchBillPdf } from "../../shared/bill-pdf.ts"
import { BillStatusBadge } from "../../shared/bill-status-badge.tsx"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import type { ResultsTable } from "../../shared/results-list.tsx"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import type { Column } from "../../ui/data-table/data-table.tsx"
import { DownloadButton } from "../../ui/download/download-button.tsx"
import { hiddenClass } from "../../ui/form/form-styles.ts"

const mutedClass = css({ color: "fg.muted" })

const BillPdf = ({ bill }: { readonly bill: Bill }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const api = useAtomValue(apiClientAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const date = formatDate(bill.statementDate, language)
  if (!bill.hasPDF) {
    return (
      <span className={mutedClass}>
        <span aria-hidden="true">—</span>
        <span className={hiddenClass}>{LL.billing.noPdf()}</span>
      </span>
    )
  }
  return (
    <DownloadButton
      variant="outline"
      fetchFile={() => fetchBillPdf(api, bill.statementDate)}
      onFailed={() => showAlert(outcomeAlert(LL, "viewBill", "failed"))}
    >
      <span className={hiddenClass}>{LL.billing.downloadLabel({ date })}</span>
      <span aria-hidden="true">{LL.billing.pdf()}</span>
    </DownloadButton>
  )
}

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
    actions: { header: LL.billing.statement(), cell: (bill) => <BillPdf bill={bill} /> },
  }
}
