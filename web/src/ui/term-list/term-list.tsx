import { Fragment, type ReactNode } from "react"
import { css, cx } from "../../../styled-system/css"

export interface TermLine {
  readonly term: string
  readonly value: ReactNode
}

const listClass = css({ display: "grid", columnGap: "6" })

/** Announced as a description list; the screen gives the columns and the terms' look. */
export const TermList = ({
  lines,
  className,
  rollStack = false,
}: {
  readonly lines: ReadonlyArray<TermLine>
  readonly className: string
  /** On a receipt printer's roll each value goes under its term (chrome/roll-paper-print.tsx). */
  readonly rollStack?: boolean
}) => (
  <dl className={cx(listClass, className)} data-roll-stack={rollStack ? "" : undefined}>
    {lines.map(({ term, value }) => (
      <Fragment key={term}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </Fragment>
    ))}
  </dl>
)
