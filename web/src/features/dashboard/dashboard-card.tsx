import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"
import { card } from "../../../styled-system/recipes"

const headingClass = css({ fontSize: "xl", mb: "3" })

/** One of the dashboard's cards: a region named by its heading (`<name>-heading`), busy while loading. */
export const DashboardCard = ({
  name,
  heading,
  busy,
  testId,
  headingClassName = headingClass,
  children,
}: {
  readonly name: string
  readonly heading: string
  readonly busy: boolean
  readonly testId?: string
  readonly headingClassName?: string
  readonly children: ReactNode
}) => (
  <section aria-labelledby={`${name}-heading`} aria-busy={busy} className={card()} data-testid={testId}>
    <h2 id={`${name}-heading`} className={headingClassName}>
      {heading}
    </h2>
    {children}
  </section>
)
