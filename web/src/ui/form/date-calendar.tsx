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
  type DatePickerTableCellProps,
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
import { Portal } from "@ark-ui/react/portal"
import { formatIsoDay, formatUsDate, parseUsDate } from "@billpath/contract/rules"
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"
import { button, datePicker, field, menu } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { CalendarIcon } from "./calendar-icon.tsx"

// The picker's bounds (spec §5), the same as the contract's parseUsDate.
const earliest = parseDate("1901-01-01")
const latest = parseDate("9999-12-31")

export interface DateCalendarProps {
  /** The field's label: names the button and the calendar ("Calendar for Start date"). */
  readonly label: string
  /** The typed MM/DD/YYYY text. */
  readonly value: string
  readonly onChange: (value: string) => void
  /** Open at once: the customer asked for the calendar before its code had arrived. */
  readonly openAtOnce: boolean
  /** Take the focus: the stand-in button had it when the code arrived. */
  readonly takeFocus: boolean
}

/** Ark's date picker, heavy with its positioning, so it loads only when the customer comes near the field. */
export const DateCalendar = ({ label, value, onChange, openAtOnce, takeFocus }: DateCalendarProps) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  // The calendar floats like the menus' lists.
  const floating = menu()
  const typed = parseUsDate(value)
  return (
    <DatePickerRoot
      locale={language === "fr" ? "fr-CA" : "en-US"}
      min={earliest}
      max={latest}
      defaultOpen={openAtOnce}
      value={typed === undefined ? [] : [parseDate(formatIsoDay(typed))]}
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
        <DatePickerTrigger className={field().toggle} autoFocus={takeFocus && !openAtOnce}>
          <CalendarIcon />
        </DatePickerTrigger>
      </DatePickerControl>
      <Portal>
        <DatePickerPositioner className={floating.positioner}>
          <DatePickerContent className={`${floating.content} ${datePicker().content}`}>
            <CalendarView view="day" />
            <CalendarView view="month" />
            <CalendarView view="year" />
          </DatePickerContent>
        </DatePickerPositioner>
      </Portal>
    </DatePickerRoot>
  )
}

interface Cell {
  readonly key: string
  readonly value: DatePickerTableCellProps["value"]
  readonly label: ReactNode
}

/** A view's header (‹ range ›) and its table: a month's days under their weekdays, or the months or the years. */
const CalendarView = ({ view }: { readonly view: "day" | "month" | "year" }) => {
  const classes = datePicker()
  const navClass = button({ variant: "ghost", size: "sm" })
  return (
    <DatePickerView view={view}>
      <DatePickerContext>
        {(picker) => {
          const rows: ReadonlyArray<ReadonlyArray<Cell>> =
            view === "day"
              ? picker.weeks.map((week) =>
                  week.map((day) => ({ key: day.toString(), value: day, label: day.day })),
                )
              : (view === "month"
                  ? picker.getMonthsGrid({ columns: 4, format: "short" })
                  : picker.getYearsGrid({ columns: 4 })
                ).map((row) => row.map((cell) => ({ key: cell.label, value: cell.value, label: cell.label })))
          return (
            <>
              <DatePickerViewControl className={classes.viewControl}>
                <DatePickerPrevTrigger className={navClass}>‹</DatePickerPrevTrigger>
                <DatePickerViewTrigger className={navClass}>
                  <DatePickerRangeText />
                </DatePickerViewTrigger>
                <DatePickerNextTrigger className={navClass}>›</DatePickerNextTrigger>
              </DatePickerViewControl>
              <DatePickerTable className={classes.table}>
                {view === "day" ? (
                  <DatePickerTableHead>
                    <DatePickerTableRow>
                      {picker.weekDays.map((weekDay) => (
                        <DatePickerTableHeader key={weekDay.long} abbr={weekDay.long}>
                          {weekDay.narrow}
                        </DatePickerTableHeader>
                      ))}
                    </DatePickerTableRow>
                  </DatePickerTableHead>
                ) : null}
                <DatePickerTableBody>
                  {rows.map((row) => (
                    <DatePickerTableRow key={row[0]?.key}>
                      {row.map((cell) => (
                        <DatePickerTableCell key={cell.key} value={cell.value}>
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
