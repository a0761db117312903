import type { ReactNode } from "react"
import { card } from "../../styled-system/recipes"
import { ViewTabs } from "../ui/tabs/view-tabs.tsx"

/** Drawn as tabs like the bills and payments, so the screens look alike. */
export const OneTabCard = ({
  heading,
  tab,
  children,
}: {
  readonly heading: string
  readonly tab: { readonly value: string; readonly label: string }
  readonly children: ReactNode
}) => (
  <section aria-label={heading} className={card()}>
    <ViewTabs
      label={heading}
      value={tab.value}
      onValueChange={() => undefined}
      tabs={[{ value: tab.value, label: tab.label, content: children }]}
    />
  </section>
)
