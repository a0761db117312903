import { useSetAtom } from "jotai"
import type { ReactNode } from "react"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { showAlertAtom } from "../ui/alerts/alerts-atoms.ts"
import { DateRangeSearchForm } from "../ui/date-range/date-range-search.tsx"
import { outcomeAlert } from "./outcome-alerts.ts"
import { type SearchedDays, useRangeSearch } from "./use-range-search.ts"

/** A list screen's date search on the range it shows; when the form's rules cannot load, the list's alert says so. */
export const RangeSearchForm = ({
  shown,
  onSearch,
  failedFlow,
  children,
}: {
  readonly shown: SearchedDays
  readonly onSearch: (days: SearchedDays) => void
  readonly failedFlow: "billingList" | "chargeList"
  /** Another filter, between the dates and Search. */
  readonly children?: ReactNode
}) => {
  const LL = useTranslations()
  const showAlert = useSetAtom(showAlertAtom)
  const { formKey, range, search } = useRangeSearch(shown, onSearch)
  return (
    <DateRangeSearchForm
      key={formKey}
      range={range}
      onSearch={search}
      onRulesUnavailable={() => showAlert(outcomeAlert(LL, failedFlow, "failed"))}
    >
      {children}
    </DateRangeSearchForm>
  )
}
