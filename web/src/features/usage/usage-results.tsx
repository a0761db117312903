import { useSetAtom } from "jotai"
import { type ReactNode, type RefObject, useEffect, useState } from "react"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useAnswer } from "../../shared/use-answer.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { SearchingTable } from "../../ui/data-table/searching-table.tsx"
import { Pagination } from "../../ui/pagination/pagination.tsx"
import { type UsageData, usagePageSize } from "./usage-data.ts"
import { UsageTable } from "./usage-table.tsx"

const statusClass = css({ m: "0", color: "fg.muted", fontSize: "sm" })
const resultsClass = css({ display: "flex", flexDirection: "column", gap: "3", minWidth: "0" })

/**
 * The page of usage: a polite status ("Searching…", then which rows show), the table (grey rows while
 * searching, the no-usage message when empty) and the pages (spec §9).
 */
export const UsageResults = ({
  data,
  caption,
  onPageChange,
  statusRef,
}: {
  readonly data: UsageData
  readonly caption: ReactNode
  readonly onPageChange: (page: number) => void
  readonly statusRef: RefObject<HTMLParagraphElement | null>
}) => {
  const LL = useTranslations()
  const showAlert = useSetAtom(showAlertAtom)
  const list = useAnswer(data.list)?.value
  const [rowCount, setRowCount] = useState(0)
  const settledCount = list === undefined || list === "failed" ? undefined : list.rowCount
  useEffect(() => {
    if (settledCount !== undefined) setRowCount(settledCount)
  }, [settledCount])
  useEffect(() => {
    if (list === "failed") showAlert(outcomeAlert(LL, "usageList", "failed"))
  }, [list, LL, showAlert])
  const count = settledCount ?? rowCount
  const first = (data.criteria.page - 1) * usagePageSize + 1
  const status =
    list === undefined
      ? LL.table.searching()
      : list === "failed" || count === 0
        ? ""
        : LL.table.showing({ from: first, to: Math.min(first + usagePageSize - 1, count), count })
  return (
    <div className={resultsClass} aria-busy={list === undefined}>
      <p ref={statusRef} role="status" tabIndex={-1} className={statusClass} data-testid="usage-status">
        {status}
      </p>
      {list === undefined ? (
        <SearchingTable
          caption={caption}
          headers={[
            LL.usage.serviceID(),
            LL.usage.quantity(),
            LL.usage.charge(),
            LL.usage.discount(),
            LL.usage.billed(),
          ]}
        />
      ) : list === "failed" ? null : (
        <UsageTable caption={caption} rows={list.items} />
      )}
      <Pagination
        page={data.criteria.page}
        pageCount={Math.max(1, Math.ceil(count / usagePageSize))}
        onPageChange={onPageChange}
      />
    </div>
  )
}
