import type { ReactNode } from "react"
import { css, cx } from "../../../styled-system/css"
import { card } from "../../../styled-system/recipes"
import { column } from "../layout/column.ts"

const widths = {
  narrow: css({ maxWidth: "520px" }),
  wide: css({ maxWidth: "680px" }),
} as const

const sectionClass = css(column, { mx: "auto", width: "100%", gap: "5" })
const headingClass = css({ textStyle: "title.page" })

export interface TaskCardProps {
  /** The page's own heading (its h1), e.g. "Reset your password". */
  readonly title: string
  readonly width?: keyof typeof widths
  readonly children: ReactNode
}

/** A focused task on a simple-layout page: one centred card with the page's heading and its content. */
export const TaskCard = ({ title, width = "narrow", children }: TaskCardProps) => (
  <section aria-labelledby="task-heading" className={cx(card(), sectionClass, widths[width])}>
    <h1 id="task-heading" className={headingClass}>
      {title}
    </h1>
    {children}
  </section>
)
