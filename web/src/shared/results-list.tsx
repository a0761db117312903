import { useNavigate } from "@tanstack/react-router"
import { useSetAtom } from "jotai"
import { type ReactNode, useEffect, useRef, useState } from "react"
import { css } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { showAlertAtom } from "../ui/alerts/alerts-atoms.ts"
import { DataTable, type DataTableProps } from "../ui/data-table/data-table.tsx"
import { SearchingTable } from "../ui/data-table/searching-table.tsx"
import { DownloadButton, type DownloadButtonProps } from "../ui/download/download-button.tsx"
import { Pagination } from "../ui/pagination/pagination.tsx"
import { listPageSize } from "./list-page-size.ts"
import { outcomeAlert } from "./outcome-alerts.ts"
import { useAnswer } from "./use-answer.ts"

const statusClass = css({ m: "0", color: "fg.muted", fontSize: "sm" })
const resultsClass = css({
  display: "flex",
  flexDirection: "column",
  gap: { base: "2", md: "3" },
  minWidth: "0",
})
const toolbarClass = css({ display: "flex", justifyContent: "flex-end" })

/** A list's table but its caption and rows, which the results list supplies. */
export type ResultsTable<Row> = Omit<DataTableProps<Row>, "caption" | "rows">

export interface ResultsListProps<List extends { readonly rowCount: number }, Row> {
  /**
   * The list route's loader data: the page of the list on its way ("failed" when it cannot be had), and the
   * criteria it was searched with, whose page number the address holds.
   */
  readonly data: { readonly list: Promise<List | "failed">; readonly criteria: { readonly page: number } }
  readonly rowsOf: (list: List) => ReadonlyArray<Row>
  readonly table: ResultsTable<Row>
  readonly caption: ReactNode
  /** The flow whose generic error alert shows when the list cannot be had. */
  readonly failedFlow: "billingList" | "chargeList" | "usageList"
  readonly statusTestId?: string
  /** Above the list, at its end side: the download of what the search shows, and its flow's alert. */
  readonly download?: {
    readonly label: string
    readonly fetchFile: DownloadButtonProps["fetchFile"]
    readonly failedFlow: "chargesDownload" | "usageDownload"
  }
}

/** A page of a list (spec §9): a polite status, the table (grey rows while searching) and the pages. */
export const ResultsList = <List extends { readonly rowCount: number }, Row>({
  data,
  rowsOf,
  table,
  caption,
  failedFlow,
  statusTestId,
  download,
}: ResultsListProps<List, Row>) => {
  const LL = useTranslations()
  const navigate = useNavigate()
  const showAlert = useSetAtom(showAlertAtom)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const list = useAnswer(data.list)?.value
  const { page } = data.criteria
  // Another page keeps the rest of the search; then the status takes the focus, so the customer continues
  // from the new rows.
  const showPage = (next: number) =>
    void navigate({ to: ".", search: (previous) => ({ ...previous, page: next }) }).then(() =>
      statusRef.current?.focus(),
    )
  // The pages stay in place while the next page loads, so nothing jumps under the pointer.
  const [rowCount, setRowCount] = useState(0)
  const settledCount = list === undefined || list === "failed" ? undefined : list.rowCount
  useEffect(() => {
    if (settledCount !== undefined) setRowCount(settledCount)
  }, [settledCount])
  useEffect(() => {
    if (list === "failed") showAlert(outcomeAlert(LL, failedFlow, "failed"))
  }, [list, LL, showAlert, failedFlow])
  const count = settledCount ?? rowCount
  const first = (page - 1) * listPageSize + 1
  const status =
    list === undefined
      ? LL.table.searching()
      : list === "failed" || count === 0
        ? ""
        : LL.table.showing({ from: first, to: Math.min(first + listPageSize - 1, count), count })
  const headers = [
    ...table.columns.map((column) => column.header),
    ...(table.actions === undefined ? [] : [table.actions.header]),
  ]
  return (
    <>
      {download === undefined ? null : (
        <div className={toolbarClass}>
          <DownloadButton
            fetchFile={download.fetchFile}
            onFailed={() => showAlert(outcomeAlert(LL, download.failedFlow, "failed"))}
          >
            {download.label}
          </DownloadButton>
        </div>
      )}
      <div className={resultsClass} aria-busy={list === undefined}>
        <p ref={statusRef} role="status" tabIndex={-1} className={statusClass} data-testid={statusTestId}>
          {status}
        </p>
        {list === undefined ? (
          <SearchingTable caption={caption} headers={headers} />
        ) : list === "failed" ? null : (
          // On a phone the Filters button's summary names the range; the caption is left to screen readers.
          <DataTable caption={caption} rows={rowsOf(list)} narrowCaptionHidden {...table} />
        )}
        <Pagination
          page={page}
          pageCount={Math.max(1, Math.ceil(count / listPageSize))}
          onPageChange={showPage}
        />
      </div>
    </>
  )
}
