import { useAtomValue, useSetAtom } from "jotai"
import { type ReactNode, type RefObject, useEffect, useState } from "react"
import { css } from "../../../styled-system/css"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useAnswer } from "../../shared/use-answer.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { type Column, DataTable } from "../../ui/data-table/data-table.tsx"
import { Pagination } from "../../ui/pagination/pagination.tsx"
import { Skeleton } from "../../ui/skeleton/skeleton.tsx"
import { type BillingData, billingPageSize } from "./billing-data.ts"
import { BillsTable } from "./bills-table.tsx"
import { PaymentsTable } from "./payments-table.tsx"

const statusClass = css({ m: "0", color: "fg.muted", fontSize: "sm" })
const unbrokenClass = css({ whiteSpace: "nowrap" })
const resultsClass = css({ display: "flex", flexDirection: "column", gap: "3", minWidth: "0" })

const skeletonRows: ReadonlyArray<number> = Array.from({ length: 5 }, (_, index) => index)
const skeletonColumn = (key: string, header: string, width: string): Column<number> => ({
  key,
  header,
  cell: () => <Skeleton width={width} />,
})

/** Grey rows where the results will be, under the same headers; hidden from screen readers, who hear the status. */
const SearchingTable = ({
  caption,
  headers,
}: {
  readonly caption: ReactNode
  readonly headers: ReadonlyArray<string>
}) => (
  <div aria-hidden="true">
    <DataTable
      caption={caption}
      columns={headers.map((header, index) =>
        skeletonColumn(`${index}`, header, index === 0 ? "6em" : "5em"),
      )}
      rows={skeletonRows}
      rowKey={(row) => `${row}`}
      emptyMessage=""
    />
  </div>
)

/** The caption with its dates kept whole: a narrow screen breaks it between words, not at a date's hyphen. */
const withWholeDates = (caption: string, dates: ReadonlyArray<string>): ReactNode => {
  const parts: Array<ReactNode> = []
  let rest = caption
  for (const date of dates) {
    const at = rest.indexOf(date)
    if (at < 0) continue
    parts.push(
      rest.slice(0, at),
      <span key={parts.length} className={unbrokenClass}>
        {date}
      </span>,
    )
    rest = rest.slice(at + date.length)
  }
  parts.push(rest)
  return parts
}

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
      ? LL.billing.searching()
      : list === "failed" || count === 0
        ? ""
        : LL.billing.showing({ from: first, to: Math.min(first + billingPageSize - 1, count), count })
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
