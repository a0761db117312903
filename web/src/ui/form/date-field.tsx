import {
  DatePickerContent,
  DatePickerContext,
  DatePickerControl,
  DatePickerNextTrigger,
  DatePickerPositioner,
  DatePickerPrevTrigger,
  DatePickerRangeText,
  DatePickerRoot,
  DatePickerTable,
  DatePickerTableBody,
  DatePickerTableCell,
  DatePickerTableCellTrigger,
  DatePickerTableHead,
  DatePickerTableHeader,
  DatePickerTableRow,
  DatePickerTrigger,
  DatePickerView,
  DatePickerViewControl,
  DatePickerViewTrigger,
  parseDate,
} from "@ark-ui/react/date-picker"
import { FieldInput } from "@ark-ui/react/field"
import { Portal } from "@ark-ui/react/portal"
import { formatUsDate, parseUsDate } from "@billpath/contract"
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"
import { button, datePicker, field, menu } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { FieldFrame } from "./field-frame.tsx"
import { maskUsDate } from "./us-date-mask.ts"

export interface DateFieldProps {
  readonly label: string
  readonly name: string
  /** The typed MM/DD/YYYY text: what the contract's `usDateField` checks. */
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
  readonly required?: boolean
  readonly hint?: ReactNode
}

// The picker's bounds (spec §5), the same as the contract's parseUsDate.
const earliest = parseDate("1901-01-01")
const latest = parseDate("9999-12-31")
const isoOf = (text: string): string | undefined => {
  const date = parseUsDate(text)
  return date === undefined
    ? undefined
    : `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`
}

/**
 * A masked MM/DD/YYYY date with a calendar beside it. The typed text is the value; the calendar opens
 * on the typed day when it is one and writes its choice back as MM/DD/YYYY. The calendar is Ark's date
 * picker: arrows move by day and week, Page Up/Down by month, Enter chooses, Escape closes.
 */
export const DateField = ({
  label,
  name,
  value,
  onChange,
  error,
  required = false,
  hint,
}: DateFieldProps) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  // The calendar floats like the menus' lists.
  const floating = menu()
  const iso = isoOf(value)
  return (
    <FieldFrame label={label} error={error} hint={hint ?? LL.form.dateFormatHint()} required={required}>
      <div className={field().control}>
        <FieldInput
          className={field().input}
          name={name}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          onChange={(event) => onChange(maskUsDate(value, event.currentTarget.value))}
        />
        <DatePickerRoot
          locale={language === "fr" ? "fr-CA" : "en-US"}
          min={earliest}
          max={latest}
          value={iso === undefined ? [] : [parseDate(iso)]}
          onValueChange={({ value: [picked] }) => {
            if (picked !== undefined) onChange(formatUsDate(picked))
          }}
          translations={{
            // One name for the button, open or not: its aria-expanded says which. The calendar is named
            // after its field too ("Calendar for Start date").
            trigger: () => LL.form.dateOpen({ label }),
            content: LL.form.dateOpen({ label }),
            prevTrigger: (view) => LL.form.datePrevious({ view }),
            nextTrigger: (view) => LL.form.dateNext({ view }),
            viewTrigger: () => LL.form.dateChangeView(),
          }}
        >
          <DatePickerControl>
            <DatePickerTrigger className={field().toggle}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14z"
                />
              </svg>
            </DatePickerTrigger>
          </DatePickerControl>
          <Portal>
            <DatePickerPositioner className={floating.positioner}>
              <DatePickerContent className={`${floating.content} ${datePicker().content}`}>
                <DayView />
                <GridView view="month" />
                <GridView view="year" />
              </DatePickerContent>
            </DatePickerPositioner>
          </Portal>
        </DatePickerRoot>
      </div>
    </FieldFrame>
  )
}

const ViewHeader = () => {
  const classes = datePicker()
  const navClass = button({ variant: "ghost", size: "sm" })
  return (
    <DatePickerViewControl className={classes.viewControl}>
      <DatePickerPrevTrigger className={navClass}>‹</DatePickerPrevTrigger>
      <DatePickerViewTrigger className={navClass}>
        <DatePickerRangeText />
      </DatePickerViewTrigger>
      <DatePickerNextTrigger className={navClass}>›</DatePickerNextTrigger>
    </DatePickerViewControl>
  )
}

const DayView = () => {
  const classes = datePicker()
  return (
    <DatePickerView view="day">
      <DatePickerContext>
        {(picker) => (
          <>
            <ViewHeader />
            <DatePickerTable className={classes.table}>
              <DatePickerTableHead>
                <DatePickerTableRow>
                  {picker.weekDays.map((weekDay) => (
                    <DatePickerTableHeader key={weekDay.long} abbr={weekDay.long}>
                      {weekDay.narrow}
                    </DatePickerTableHeader>
                  ))}
                </DatePickerTableRow>
              </DatePickerTableHead>
              <DatePickerTableBody>
                {picker.weeks.map((week) => (
                  <DatePickerTableRow key={week[0]?.toString()}>
                    {week.map((day) => (
                      <DatePickerTableCell key={day.toString()} value={day}>
                        <DatePickerTableCellTrigger className={classes.cell}>
                          {day.day}
                        </DatePickerTableCellTrigger>
                      </DatePickerTableCell>
                    ))}
                  </DatePickerTableRow>
                ))}
              </DatePickerTableBody>
            </DatePickerTable>
          </>
        )}
      </DatePickerContext>
    </DatePickerView>
  )
}

const GridView = ({ view }: { readonly view: "month" | "year" }) => {
  const classes = datePicker()
  return (
    <DatePickerView view={view}>
      <DatePickerContext>
        {(picker) => {
          const grid =
            view === "month"
              ? picker.getMonthsGrid({ columns: 4, format: "short" })
              : picker.getYearsGrid({ columns: 4 })
          return (
            <>
              <ViewHeader />
              <DatePickerTable className={classes.table}>
                <DatePickerTableBody>
                  {grid.map((row) => (
                    <DatePickerTableRow key={row[0]?.label}>
                      {row.map((cell) => (
                        <DatePickerTableCell key={cell.label} value={cell.value}>
                          <DatePickerTableCellTrigger className={classes.cell}>
                            {cell.label}
                          </DatePickerTableCellTrigger>
                        </DatePickerTableCell>
                      ))}
                    </DatePickerTableRow>
                  ))}
                </DatePickerTableBody>
              </DatePickerTable>
            </>
          )
        }}
      </DatePickerContext>
    </DatePickerView>
  )
}
