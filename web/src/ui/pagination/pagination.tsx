import { css } from "../../../styled-system/css"
import { button, pagination } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { pageWindow } from "./page-window.ts"

export interface PaginationProps {
  /** The current page (1-based), from the route's search. */
  readonly page: number
  readonly pageCount: number
  /** The customer chose another page; the screen puts it in the route's search. */
  readonly onPageChange: (page: number) => void
}

// A utility, as the small button's own height would win over a rule of the pagination recipe: each page
// button is a 44 px target (in rem: larger on the kiosk).
const targetClass = css({ minHeight: "2.75rem", minWidth: "2.75rem" })
const buttonClass = `${button({ variant: "outline", size: "sm" })} ${targetClass}`
// The current page is filled by a button variant: a rule of the pagination recipe would lose to it.
const currentClass = `${button({ variant: "solid", size: "sm" })} ${targetClass}`

/** The page buttons under a list (spec §9), in a navigation landmark; a single page shows none. */
export const Pagination = ({ page, pageCount, onPageChange }: PaginationProps) => {
  const LL = useTranslations()
  const window = pageWindow(page, pageCount)
  if (window.pages.length <= 1) return null
  const classes = pagination()
  const step = (target: number, label: string, text: string, enabled: boolean) => (
    <li>
      <button
        type="button"
        className={buttonClass}
        aria-label={label}
        disabled={!enabled}
        onClick={() => onPageChange(target)}
      >
        <span aria-hidden="true">{text}</span>
      </button>
    </li>
  )
  return (
    <nav aria-label={LL.pagination.label()} className={classes.root}>
      <ul className={classes.list}>
        {window.first ? step(1, LL.pagination.first(), "«", true) : null}
        {step(window.current - 1, LL.pagination.previous(), "‹", window.previous)}
        {window.pages.map((number) => (
          <li key={number} data-other={number === window.current ? undefined : ""}>
            <button
              type="button"
              className={number === window.current ? currentClass : buttonClass}
              aria-label={LL.pagination.page({ page: number })}
              // Not marked disabled: it would look greyed out, as if the page shown could not be had.
              {...(number === window.current
                ? { "aria-current": "page" as const }
                : { onClick: () => onPageChange(number) })}
            >
              {number}
            </button>
          </li>
        ))}
        {step(window.current + 1, LL.pagination.next(), "›", window.next)}
        {window.last ? step(pageCount, LL.pagination.last(), "»", true) : null}
      </ul>
    </nav>
  )
}
