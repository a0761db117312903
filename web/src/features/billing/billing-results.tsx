import { useAtomValue, useSetAtom } from "jotai"
import { type RefObject, useEffect, useState } from "react"
import { css } from "../../../styled-system/css"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useAnswer } from "../../shared/use-answer.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { SearchingTable, withWholeDates } from "../../ui/data-table/searching-table.tsx"
import { Pagination } from "../../ui/pagination/pagination.tsx"
import { type BillingData, billingPageSize } from "./billing-data.ts"
import { BillsTable } from "./bills-table.tsx"
import { PaymentsTable } from "./payments-table.tsx"

const statusClass = css({ m: "0", color: "fg.muted", fontSize: "sm" })
const resultsClass = css({ display: "flex", flexDirection: "column", gap: "3", minWidth: "0" })

export interface BillingResultsProps {
  readonly data: BillingData
  readonly onPageChange: (page: number) => void
  /** Takes the focus after a page change, so the customer continues from the new rows. */
  readonly statusRef: RefObject<HTMLParagraphElement | null>
}

/**
 * The list of the current tab: a status line that says, politely, "Searching…" then which rows show,
 * the table (grey rows while searching) and the pages (spec §9). A list that cannot be had shows the
 * generic error alert.
 */
export const BillingResults = ({ data, onPageChange, statusRef }: BillingResultsProps) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const answer = useAnswer(data.list)
  const list = answer?.value
  const { criteria } = data
  // The pages stay in place while the next page loads, so nothing jumps under the pointer.
  const [rowCount, setRowCount] = useState(0)
  const settledCount = list === undefined || list === "failed" ? undefined : list.rowCount
  useEffect(() => {
    if (settledCount !== undefined) setRowCount(settledCount)
  }, [settledCount])
  useEffect(() => {
    if (list === "failed") showAlert(outcomeAlert(LL, "billingList", "failed"))
  }, [list, LL, showAlert])

  const range = {
    start: formatDate(criteria.startDate, language),
    end: formatDate(criteria.endDate, language),
  }
  const caption =
    criteria.view === "payments" && criteria.sinceLastBill
      ? LL.billing.sinceLastBillCaption()
      : withWholeDates(
          criteria.view === "bills" ? LL.billing.billsCaption(range) : LL.billing.paymentsCaption(range),
          [range.start, range.end],
        )
  const headers =
    criteria.view === "bills"
      ? [
          LL.billing.statementDate(),
          LL.billing.dueDate(),
          LL.billing.amount(),
          LL.billing.status(),
          LL.billing.statement(),
        ]
      : [LL.billing.paymentDate(), LL.billing.amount(), LL.billing.method(), LL.billing.kind()]
  const count = settledCount ?? rowCount
  const first = (criteria.page - 1) * billingPageSize + 1
  const status =
    list === undefined
      ? LL.table.searching()
      : list === "failed" || count === 0
        ? ""
        : LL.table.showing({ from: first, to: Math.min(first + billingPageSize - 1, count), count })
  return (
    <div className={resultsClass} aria-busy={list === undefined}>
      <p ref={statusRef} role="status" tabIndex={-1} className={statusClass}>
        {status}
      </p>
      {list === undefined ? (
        <SearchingTable caption={caption} headers={headers} />
      ) : list === "failed" ? null : list.view === "bills" ? (
        <BillsTable caption={caption} bills={list.items} />
      ) : (
        <PaymentsTable caption={caption} payments={list.items} />
      )}
      <Pagination
        page={criteria.page}
        pageCount={Math.max(1, Math.ceil(count / billingPageSize))}
        onPageChange={onPageChange}
      />
    </div>
  )
}
