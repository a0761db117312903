import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"
import { card } from "../../../styled-system/recipes"

const headingClass = css({ textStyle: "title.card", mb: "3" })

/** A card's closing link ("All bills", "Change payment method"): a full touch target under the content. */
export const cardLinkClass = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  mt: "2",
  fontWeight: "600",
  textUnderlineOffset: "3px",
})

/** Skeleton and aria-busy both follow `data` being undefined, so the two cannot disagree. */
export const DashboardCard = <T,>({
  name,
  heading,
  data,
  skeleton,
  headingClassName = headingClass,
  footer,
  children,
}: {
  readonly name: string
  readonly heading: string
  readonly data: T | undefined
  readonly skeleton: ReactNode
  readonly headingClassName?: string
  readonly footer?: ReactNode
  readonly children: (data: T) => ReactNode
}) => (
  <section
    aria-labelledby={`${name}-heading`}
    aria-busy={data === undefined}
    className={card()}
    data-testid={name}
  >
    <h2 id={`${name}-heading`} className={headingClassName}>
      {heading}
    </h2>
    {data === undefined ? skeleton : children(data)}
    {footer}
  </section>
)
