import type { ReactNode } from "react"
import { css } from "../../styled-system/css"
import { card } from "../../styled-system/recipes"
import { stackClass } from "../ui/form/form-styles.ts"
import { ViewTabs } from "../ui/tabs/view-tabs.tsx"

const withAsideClass = css({
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 300px" },
  alignItems: "start",
})

/**
 * A screen of one card with its one tab (the charge history's, the usage's) under the screen's heading,
 * drawn as tabs like the bills and payments so the screens look alike; `aside` stands beside the card on a
 * wide screen.
 */
export const OneTabScreen = ({
  heading,
  tab,
  aside,
  children,
}: {
  readonly heading: string
  readonly tab: { readonly value: string; readonly label: string }
  readonly aside?: ReactNode
  readonly children: ReactNode
}) => {
  const tabCard = (
    <section aria-label={heading} className={card()}>
      <ViewTabs
        label={heading}
        value={tab.value}
        onValueChange={() => undefined}
        tabs={[{ ...tab, content: children }]}
      />
    </section>
  )
  return (
    <div className={stackClass}>
      <h1 className={css({ textStyle: "title.page" })}>{heading}</h1>
      {aside === undefined ? (
        tabCard
      ) : (
        <div className={withAsideClass}>
          {tabCard}
          {aside}
        </div>
      )}
    </div>
  )
}
