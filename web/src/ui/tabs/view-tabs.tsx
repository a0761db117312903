import { TabContent, TabList, TabsRoot, TabTrigger } from "@ark-ui/react/tabs"
import type { ReactNode } from "react"
import { tabs } from "../../../styled-system/recipes"

export interface ViewTab {
  /** The `currentView` value of the route's search that shows this tab (e.g. "eBill"). */
  readonly value: string
  readonly label: ReactNode
  readonly disabled?: boolean
  readonly content: ReactNode
}

export interface ViewTabsProps {
  /** Names the tab list for screen readers ("Account settings"). */
  readonly label: string
  readonly tabs: ReadonlyArray<ViewTab>
  /** The route's `currentView`; an unknown or disabled one shows the first enabled tab. */
  readonly value: string | undefined
  /** The customer chose a tab: the screen writes it to the route's `currentView`. */
  readonly onValueChange: (value: string) => void
}

/**
 * Tabs on Ark UI Tabs, their choice kept in the route's search (`currentView`), so a link or the Back
 * button opens the same tab. ArrowLeft/ArrowRight move between tabs and skip disabled ones, Home and End
 * go to the first and last enabled tab, and moving chooses (automatic activation). Only the chosen
 * tab's panel is in the page.
 */
export const ViewTabs = ({ label, tabs: items, value, onValueChange }: ViewTabsProps) => {
  const classes = tabs()
  const enabled = items.filter((tab) => tab.disabled !== true)
  const current = enabled.some((tab) => tab.value === value) ? value : enabled[0]?.value
  return (
    <TabsRoot
      className={classes.root}
      value={current ?? null}
      onValueChange={(details) => onValueChange(details.value)}
      lazyMount
      unmountOnExit
    >
      <TabList className={classes.list} aria-label={label}>
        {items.map((tab) => (
          <TabTrigger
            key={tab.value}
            value={tab.value}
            className={classes.trigger}
            {...(tab.disabled === true ? { disabled: true } : {})}
          >
            {tab.label}
          </TabTrigger>
        ))}
      </TabList>
      {items.map((tab) => (
        <TabContent key={tab.value} value={tab.value} className={classes.content}>
          {tab.content}
        </TabContent>
      ))}
    </TabsRoot>
  )
}
