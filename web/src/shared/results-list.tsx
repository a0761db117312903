import { useNavigate } from "@tanstack/react-router"
import { useSetAtom } from "jotai"
import { type ReactNode, useEffect, useRef, useState } from "react"
import { css } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { showAlertAtom } from "../ui/alerts/alerts-atoms.ts"
import { DataTable, type DataTableProps } from "../ui/data-table/data-table.tsx"
import { SearchingTable } from "../ui/data-table/searching-table.tsx"
import { DownloadButton, type DownloadButtonProps } from "../ui/download/download-button.tsx"
import { noteClass } from "../ui/form/form-styles.ts"
import { Pagination } from "../ui/pagination/pagination.tsx"
import { listPageSize } from "./list-page-size.ts"
import { outcomeAlert } from "./outcome-alerts.ts"
import { useAnswer } from "./use-answer.ts"

const resultsClass = css({
  display: "flex",
  flexDirection: "column",
  gap: { base: "2", md: "3" },
  minWidth: "0",
})
const toolbarClass = css({ display: "flex", justifyContent: "flex-end" })

/** A list's table but its caption, which the screen supplies, and where its rows are in a page of the list. */
export type ResultsTable<List, Row> = Omit<DataTableProps<Row>, "caption" | "rows"> & {
  readonly rowsOf: (list: List) => ReadonlyArray<Row>
}

export interface ResultsListProps<List extends { readonly rowCount: number }, Row> {
  /** Which list it is: its status line's test id (`charges-status`) and its CSV's label. */
  readonly name: "billing" | "charges" | "usage"
  /** The list route's loader data; `download` is the CSV of what the search shows, where the list has one. */
  readonly data: {
    readonly list: Promise<List | "failed">
    readonly criteria: { readonly page: number }
    readonly download?: DownloadButtonProps["fetchFile"]
  }
  readonly table: ResultsTable<List, Row>
  readonly caption: ReactNode
}

/** A page of a list (spec §9): a polite status, the table (grey rows while searching) and the pages. */
export const ResultsList = <List extends { readonly rowCount: number }, Row>({
  name,
  data,
  table: { rowsOf, ...table },
  caption,
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
  if (settledCount !== undefined && settledCount !== rowCount) setRowCount(settledCount)
  useEffect(() => {
    if (list === "failed") showAlert(outcomeAlert(LL, "list", "failed"))
  }, [list, LL, showAlert])
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
      {data.download === undefined ? null : (
        <div className={toolbarClass}>
          <DownloadButton
            fetchFile={data.download}
            onFailed={() => showAlert(outcomeAlert(LL, "download", "failed"))}
          >
            {name === "charges" ? LL.chargeHistory.csv() : LL.usage.csv()}
          </DownloadButton>
        </div>
      )}
      <div className={resultsClass} aria-busy={list === undefined}>
        <p ref={statusRef} role="status" tabIndex={-1} className={noteClass} data-testid={`${name}-status`}>
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
