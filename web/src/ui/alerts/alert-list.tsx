import { useAtomValue } from "jotai"
import { useEffect, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { alert as alertRecipe } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { column } from "../layout/column.ts"
import { AlertIcon } from "./alert-icon.tsx"
import { type AlertPriority, alertFocusRequestAtom, alertsAtom } from "./alerts-atoms.ts"

const shownAtOnce = 3

const toneOf = (priority: AlertPriority) =>
  priority === 1 ? "error" : priority === 2 ? "warning" : priority === 3 ? "tip" : "success"

/** Errors and warnings interrupt a screen reader (role alert); tips and successes wait their turn (role status). */
export const AlertList = () => {
  const alerts = useAtomValue(alertsAtom)
  const LL = useTranslations()
  const [expanded, setExpanded] = useState(false)
  const focusRequest = useAtomValue(alertFocusRequestAtom)
  // Requests made before this list was on screen belong to another page.
  const focusHandled = useRef(focusRequest)
  const firstAlert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusRequest === focusHandled.current) return
    focusHandled.current = focusRequest
    firstAlert.current?.focus()
  }, [focusRequest])
  if (alerts.length === 0) return null
  const shown = expanded ? alerts : alerts.slice(0, shownAtOnce)
  return (
    <section
      aria-label={LL.alerts.region()}
      className={css(column, { gap: "2", mb: "4", _print: { display: "none" } })}
    >
      {shown.map((alert, index) => {
        const tone = toneOf(alert.priority)
        return (
          <div
            // Alerts have no identity beyond their place in the list, which replaces as a whole.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            ref={index === 0 ? firstAlert : undefined}
            // Focusable by script only, for an alert that answers the customer's action.
            tabIndex={-1}
            role={alert.priority <= 2 ? "alert" : "status"}
            className={alertRecipe({ priority: tone })}
            data-priority={alert.priority}
          >
            <AlertIcon tone={tone} label={LL.alerts.priority[tone]()} />
            <p className={css({ m: 0 })}>{alert.text}</p>
          </div>
        )
      })}
      {alerts.length > shownAtOnce ? (
        <button
          type="button"
          className={css({
            alignSelf: "flex-start",
            textDecoration: "underline",
            color: "accent.link",
            cursor: "pointer",
            bg: "transparent",
            border: "none",
            p: "1",
          })}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? LL.alerts.less() : LL.alerts.more({ count: alerts.length - shownAtOnce })}
        </button>
      ) : null}
    </section>
  )
}
