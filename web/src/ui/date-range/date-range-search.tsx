import { dateSearchForm } from "@billpath/contract"
import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { formRules } from "../form/contract-rules.ts"
import { DateField } from "../form/date-field.tsx"
import { useForm } from "../form/use-form.ts"

export interface DateRange {
  /** MM/DD/YYYY, as typed (spec §5). */
  readonly startDate: string
  readonly endDate: string
}

/** What a search asks the screen to show: the new range, always from its first page. */
export interface DateRangeSearch extends DateRange {
  readonly page: 1
}

export interface DateRangeSearchProps {
  /** The range the screen shows now (its default is the screen's: spec §9, the last year up to today). */
  readonly range: DateRange
  /** Gets a range the contract's date search accepts, with `page: 1`, for the route's search. */
  readonly onSearch: (search: DateRangeSearch) => void
  /** A screen's other filter (the charges' service), placed after the dates and before Search. */
  readonly children?: ReactNode
}

// Only signed-in lists search by date, and their pages have loaded Effect already to read their data.
const rules = formRules(dateSearchForm)
const formClass = css({ display: "flex", flexWrap: "wrap", gap: "4", alignItems: "flex-end" })
const fieldClass = css({ flex: "1 1 220px" })
// Outline: Search must not outshine a screen's main action (Make a payment).
const searchClass = button({ variant: "outline" })

/** A history screen's date search: start and end dates with their calendars, and Search. */
export const DateRangeSearchForm = ({ range, onSearch, children }: DateRangeSearchProps) => {
  const LL = useTranslations()
  const form = useForm({
    initial: { startDate: range.startDate, endDate: range.endDate },
    rules,
    onSubmit: ({ startDate, endDate }) => onSearch({ startDate, endDate, page: 1 }),
  })
  return (
    <form {...form.formProps} className={formClass}>
      <div className={fieldClass}>
        <DateField label={LL.search.startDate()} required {...form.field("startDate")} />
      </div>
      <div className={fieldClass}>
        <DateField label={LL.search.endDate()} required {...form.field("endDate")} />
      </div>
      {children === undefined ? null : <div className={fieldClass}>{children}</div>}
      <button type="submit" className={searchClass} disabled={form.busy}>
        {LL.search.submit()}
      </button>
    </form>
  )
}
