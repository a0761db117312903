import type { ReactNode } from "react"
import { DateRangeSearchForm } from "../ui/date-range/date-range-search.tsx"
import { FiltersSheet } from "../ui/filters-sheet/filters-sheet.tsx"
import { type SearchedDays, useRangeSearch } from "./use-range-search.ts"

interface RangeSearchProps {
  readonly shown: SearchedDays
  readonly onSearch: (days: SearchedDays) => void
  /** Another filter, between the dates and Search. */
  readonly children?: ReactNode
}

/** The date search on the range the list shows. */
const RangeSearchForm = ({ shown, onSearch, children }: RangeSearchProps) => {
  const { formKey, range, search } = useRangeSearch(shown, onSearch)
  return (
    <DateRangeSearchForm key={formKey} range={range} onSearch={search}>
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
