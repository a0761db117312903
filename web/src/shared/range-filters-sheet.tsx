import { useSetAtom } from "jotai"
import type { ReactNode } from "react"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { showAlertAtom } from "../ui/alerts/alerts-atoms.ts"
import { DateRangeSearchForm } from "../ui/date-range/date-range-search.tsx"
import { FiltersSheet } from "../ui/filters-sheet/filters-sheet.tsx"
import { outcomeAlert } from "./outcome-alerts.ts"
import { type SearchedDays, useRangeSearch } from "./use-range-search.ts"

interface RangeSearchProps {
  readonly shown: SearchedDays
  readonly onSearch: (days: SearchedDays) => void
  /** Another filter, between the dates and Search. */
  readonly children?: ReactNode
}

/** The date search on the range the list shows; when the form's rules cannot load, the list's alert says so. */
const RangeSearchForm = ({ shown, onSearch, children }: RangeSearchProps) => {
  const LL = useTranslations()
  const showAlert = useSetAtom(showAlertAtom)
  const { formKey, range, search } = useRangeSearch(shown, onSearch)
  return (
    <DateRangeSearchForm
      key={formKey}
      range={range}
      onSearch={search}
      onRulesUnavailable={() => showAlert(outcomeAlert(LL, "list", "failed"))}
    >
      {children}
    </DateRangeSearchForm>
  )
}

/** The phone's bottom sheet closes on a search; `summary` is what the list is filtered by now. */
export const RangeFiltersSheet = ({
  summary,
  onSearch,
  ...form
}: RangeSearchProps & { readonly summary: string }) => (
  <FiltersSheet summary={summary}>
    {(searched) => (
      <RangeSearchForm
        {...form}
        onSearch={(days) => {
          onSearch(days)
          searched()
        }}
      />
    )}
  </FiltersSheet>
)
