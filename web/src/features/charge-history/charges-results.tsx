import { useSetAtom } from "jotai"
import { type ReactNode, type RefObject, useEffect, useState } from "react"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useAnswer } from "../../shared/use-answer.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { SearchingTable } from "../../ui/data-table/searching-table.tsx"
import { Pagination } from "../../ui/pagination/pagination.tsx"
import { type ChargesData, chargesPageSize } from "./charges-data.ts"
import { ChargesTable } from "./charges-table.tsx"

const statusClass = css({ m: "0", color: "fg.muted", fontSize: "sm" })
const resultsClass = css({ display: "flex", flexDirection: "column", gap: "3", minWidth: "0" })

/**
 * The page of charges: a polite status ("Searching…", then which rows show), the table (grey rows while
 * searching) and the pages (spec §9). A list that cannot be had shows the generic error alert.
 */
export const ChargesResults = ({
  data,
  caption,
  onPageChange,
  statusRef,
}: {
  readonly data: ChargesData
  readonly caption: ReactNode
  readonly onPageChange: (page: number) => void
  readonly statusRef: RefObject<HTMLParagraphElement | null>
}) => {
  const LL = useTranslations()
  const showAlert = useSetAtom(showAlertAtom)
  const list = useAnswer(data.list)?.value
  // The pages stay in place while the next page loads, so nothing jumps under the pointer.
  const [rowCount, setRowCount] = useState(0)
  const settledCount = list === undefined || list === "failed" ? undefined : list.rowCount
  useEffect(() => {
    if (settledCount !== undefined) setRowCount(settledCount)
  }, [settledCount])
  useEffect(() => {
    if (list === "failed") showAlert(outcomeAlert(LL, "chargeList", "failed"))
  }, [list, LL, showAlert])
  const count = settledCount ?? rowCount
  const first = (data.criteria.page - 1) * chargesPageSize + 1
  const status =
    list === undefined
      ? LL.table.searching()
      : list === "failed" || count === 0
        ? ""
        : LL.table.showing({ from: first, to: Math.min(first + chargesPageSize - 1, count), count })
  return (
    <div className={resultsClass} aria-busy={list === undefined}>
      <p ref={statusRef} role="status" tabIndex={-1} className={statusClass} data-testid="charges-status">
        {status}
      </p>
      {list === undefined ? (
        <SearchingTable
          caption={caption}
          headers={[
            LL.chargeHistory.chargeName(),
            LL.chargeHistory.period(),
            LL.chargeHistory.quantity(),
            LL.chargeHistory.total(),
          ]}
        />
      ) : list === "failed" ? null : (
        <ChargesTable caption={caption} charges={list.charges} />
      )}
      <Pagination
        page={data.criteria.page}
        pageCount={Math.max(1, Math.ceil(count / chargesPageSize))}
        onPageChange={onPageChange}
      />
    </div>
  )
}
