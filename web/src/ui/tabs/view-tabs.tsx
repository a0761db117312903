import { type KeyboardEvent, type ReactNode, useId } from "react"
import { css } from "../../../styled-system/css"
import { tabs } from "../../../styled-system/recipes"
import { LineIcon, padlockPath } from "../icons/line-icon.tsx"

export interface ViewTab {
  /** The `currentView` value of the route's search that shows this tab (e.g. "eBill"). */
  readonly value: string
  readonly label: ReactNode
  readonly disabled?: boolean
  /** Not for this account, rather than not now: reads as locked and names the element (`reasonId`) saying why. */
  readonly locked?: { readonly reasonId: string }
  readonly content: ReactNode
}

// Locked is not greyed out: the label keeps its contrast, the padlock and the reason say it cannot open.
const lockedClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  "&[aria-disabled=true]": { opacity: 1, color: "fg.muted" },
})

export interface ViewTabsProps {
  /** Names the tab list for screen readers ("Account settings"). */
  readonly label: string
  readonly tabs: ReadonlyArray<ViewTab>
  /** The route's `currentView`; an unknown or disabled one shows the first enabled tab. */
  readonly value: string | undefined
  /** The customer chose a tab: the screen writes it to the route's `currentView`. */
  readonly onValueChange: (value: string) => void
}

/** Where a key moves among the enabled tabs, from the one at `at`; undefined for other keys. */
const targetOf = (key: string, enabled: ReadonlyArray<string>, at: number): string | undefined => {
  switch (key) {
    case "ArrowRight":
      return enabled[(at + 1) % enabled.length]
    case "ArrowLeft":
      return enabled[(at - 1 + enabled.length) % enabled.length]
    case "Home":
      return enabled[0]
    case "End":
      return enabled.at(-1)
    default:
      return undefined
  }
}

// WAI-ARIA tabs, automatic activation, the choice kept in the route's search so a link or Back opens the same
// tab. By hand: Ark's tabs would weigh on every list screen's first load.
export const ViewTabs = ({ label, tabs: items, value, onValueChange }: ViewTabsProps) => {
  const classes = tabs()
  const id = useId()
  const enabled = items
    .filter((tab) => tab.disabled !== true && tab.locked === undefined)
    .map((tab) => tab.value)
  const current = value !== undefined && enabled.includes(value) ? value : enabled[0]
  const choose = (target: string) => {
    document.getElementById(tabId(target))?.focus()
    if (target !== current) onValueChange(target)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    const target = targetOf(event.key, enabled, enabled.indexOf(from))
    if (target === undefined) return
    event.preventDefault()
    choose(target)
  }
  const tabId = (tab: string) => `${id}-tab-${tab}`
  const panelId = (tab: string) => `${id}-panel-${tab}`
  return (
    <div className={classes.root}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={classes.list}>
        {items.map((tab) => {
          const selected = tab.value === current
          const locked = tab.locked
          const disabled = tab.disabled === true || locked !== undefined
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.value) : undefined}
              {...(disabled ? { "aria-disabled": true } : {})}
              {...(locked === undefined ? {} : { "aria-describedby": locked.reasonId, "data-locked": "" })}
              tabIndex={selected ? 0 : -1}
              className={locked === undefined ? classes.trigger : `${classes.trigger} ${lockedClass}`}
              onClick={() => {
                if (!disabled) choose(tab.value)
              }}
              onKeyDown={(event) => onKeyDown(event, tab.value)}
            >
              {locked === undefined ? null : <LineIcon d={padlockPath} size={16} />}
              {tab.label}
            </button>
          )
        })}
      </div>
      {items
        .filter((tab) => tab.value === current)
        .map((tab) => (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            className={classes.content}
          >
            {tab.content}
          </div>
        ))}
    </div>
  )
}
