import { formatIsoDay, formatUsDate, type IsoDay, parseIsoDay, parseUsDate } from "@billpath/contract/rules"
import { useState } from "react"
import type { DateRangeSearch } from "../ui/date-range/date-range-search.tsx"

export interface SearchedDays {
  readonly startDate: IsoDay
  readonly endDate: IsoDay
}

const usDate = (day: IsoDay): string => {
  const date = parseIsoDay(day)
  return date === undefined ? "" : formatUsDate(date)
}
const isoDate = (typed: string): IsoDay => {
  const date = parseUsDate(typed)
  return date === undefined ? typed : formatIsoDay(date)
}

// The form is keyed on the range shown, so Back or a link restarts it; its own searches do not remount it, so
// the focus stays on Search.
export const useRangeSearch = (shown: SearchedDays, onSearch: (days: SearchedDays) => void) => {
  const rangeKey = `${shown.startDate}/${shown.endDate}`
  const [shownRange, setShownRange] = useState(rangeKey)
  const [searchedRange, setSearchedRange] = useState<string | undefined>(undefined)
  const [formKey, setFormKey] = useState(0)
  if (shownRange !== rangeKey) {
    setShownRange(rangeKey)
    if (rangeKey !== searchedRange) setFormKey((key) => key + 1)
  }
  const search = (found: DateRangeSearch) => {
    const days = { startDate: isoDate(found.startDate), endDate: isoDate(found.endDate) }
    setSearchedRange(`${days.startDate}/${days.endDate}`)
    onSearch(days)
  }
  return {
    formKey,
    range: { startDate: usDate(shown.startDate), endDate: usDate(shown.endDate) },
    search,
  }
}
