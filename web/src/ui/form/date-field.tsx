import { useAtomValue } from "jotai"
import { type ReactNode, useRef, useState } from "react"
import { field } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { CalendarIcon } from "./calendar-icon.tsx"
import type { DateCalendarProps } from "./date-calendar.tsx"
import { isoTextOfUs, maskIsoDate, usTextOfIso } from "./date-text.ts"
import { FieldFrame } from "./field-frame.tsx"
import { FieldInput } from "./field-input.tsx"
import { maskUsDate } from "./us-date-mask.ts"

export interface DateFieldProps {
  readonly label: string
  readonly name: string
  /** The MM/DD/YYYY text: what the contract's `usDateField` checks (a French field shows YYYY-MM-DD). */
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
  readonly required?: boolean
}

type Calendar = (props: DateCalendarProps) => ReactNode

/** The calendar's code, fetched once for every date field of the page. */
let calendarCode: Promise<Calendar> | undefined
const loadCalendar = (): Promise<Calendar> => {
  calendarCode ??= import("./date-calendar.tsx").then(({ DateCalendar }) => DateCalendar)
  return calendarCode
}

// French shows YYYY-MM-DD (the fr-CA date the tables show) but the value stays MM/DD/YYYY, so forms and rules
// stay one. Until the calendar's code loads, a stand-in that looks and announces the same opens it on a press.
export const DateField = ({ label, name, value, onChange, error, required = false }: DateFieldProps) => {
  const LL = useTranslations()
  const french = useAtomValue(languageAtom) === "fr"
  // What the French customer typed, kept while it still means the value (a day half typed has no
  // MM/DD/YYYY form); a value from elsewhere (the calendar, the address) is shown in its own form.
  const [typed, setTyped] = useState("")
  const shown = !french ? value : usTextOfIso(typed) === value ? typed : isoTextOfUs(value)
  const [calendar, setCalendar] = useState<{ readonly component: Calendar } | undefined>(undefined)
  const [asked, setAsked] = useState<{ readonly open: boolean; readonly focus: boolean }>({
    open: false,
    focus: false,
  })
  // A stand-in swapped during a press loses the click (press and release hit different elements), so the
  // swap waits for the press to end, which asks for the (by then loaded) code again.
  const pressing = useRef(false)
  const load = () => {
    if (calendar !== undefined) return
    void loadCalendar().then((component) => {
      if (!pressing.current) setCalendar({ component })
    })
  }
  const endPress = () => {
    pressing.current = false
    load()
  }
  const Loaded = calendar?.component
  return (
    <FieldFrame label={label} error={error} hint={LL.form.dateFormatHint()} required={required}>
      <div className={field().control}>
        <FieldInput
          className={field().input}
          name={name}
          value={shown}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          onFocus={load}
          onPointerEnter={load}
          onChange={(event) => {
            const text = event.currentTarget.value
            if (!french) return onChange(maskUsDate(value, text))
            const masked = maskIsoDate(shown, text)
            setTyped(masked)
            onChange(usTextOfIso(masked))
          }}
        />
        {Loaded === undefined ? (
          <button
            type="button"
            className={field().toggle}
            aria-label={LL.form.dateOpen({ label })}
            aria-haspopup="dialog"
            aria-expanded="false"
            onPointerEnter={load}
            onTouchStart={load}
            onPointerDown={(event) => {
              // The main button only: another one's press ends without a click.
              if (event.button === 0) pressing.current = true
            }}
            // A press that ends without a click (dragged away, or a touch that became a scroll).
            onPointerLeave={endPress}
            onPointerCancel={endPress}
            onFocus={() => {
              setAsked((before) => ({ ...before, focus: true }))
              load()
            }}
            onBlur={() => setAsked((before) => ({ ...before, focus: false }))}
            onClick={() => {
              setAsked({ open: true, focus: true })
              endPress()
            }}
          >
            <CalendarIcon />
          </button>
        ) : (
          <Loaded
            label={label}
            value={value}
            onChange={onChange}
            openAtOnce={asked.open}
            takeFocus={asked.focus}
          />
        )}
      </div>
    </FieldFrame>
  )
}
