import { Fragment, type ReactNode, useId, useState } from "react"
import { css } from "../../../styled-system/css"
import { dataTable, field } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { hiddenClass } from "../form/form-styles.ts"

export interface Column<Row> {
  readonly key: string
  /** The column's header; on narrow screens it also names the cell for screen readers. */
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  /** Amounts line up on the end side. */
  readonly align?: "start" | "end"
  /** On narrow screens the cell leaves the row's line and shows when the row is opened. */
  readonly secondary?: boolean
  /** IDs and dates read as one word: the cell never breaks its line. */
  readonly nowrap?: boolean
  /** On narrow screens, under the row's first cell (a bill's status under its date); one per table. */
  readonly under?: boolean
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers and shows above it. */
  readonly caption: ReactNode
  readonly columns: ReadonlyArray<Column<Row>>
  readonly rows: ReadonlyArray<Row>
  /** Tells rows apart; the position on the page is there for rows nothing else tells apart. */
  readonly rowKey: (row: Row, index: number) => string
  /** Shown in place of the rows when there are none ('billing.billsNoResults' …). */
  readonly emptyMessage: string
  /** Opened by a row button that `label` names per row; without `content` it shows on narrow screens only. */
  readonly details?: { readonly content?: (row: Row) => ReactNode; readonly label: (row: Row) => string }
  /** A row's actions (Download, Pay…), in a last column under its own header ("Actions"). */
  readonly actions?: { readonly header: string; readonly cell: (row: Row) => ReactNode }
  /** On narrow screens the caption is for screen readers only: something beside the list names it already. */
  readonly narrowCaptionHidden?: boolean
}

// Utilities, which outrank the button recipe's small size: every target in a row is at least 44 px (in rem,
// so the kiosk's larger root size makes them larger still).
const targetClass = css({ minHeight: "2.75rem", minWidth: "2.75rem" })
const actionClass = css({ mdDown: { "& button": { minHeight: "2.75rem" } } })

type Area = "main" | "main-only" | "sub" | "figure" | undefined

// Compact-row placement on narrow screens; with at most one `under` and one figure a table, no two cells meet.
const areasOf = <Row,>(columns: ReadonlyArray<Column<Row>>): ReadonlyArray<Area> => {
  const shown = columns.filter((column) => column.secondary !== true)
  const hasUnder = shown.some((column) => column.under === true)
  const lead = shown.find((column) => column.under !== true)
  return columns.map((column) => {
    if (column.secondary === true) return undefined
    if (column === lead) return hasUnder ? "main" : "main-only"
    return column.under === true ? "sub" : "figure"
  })
}

/** Narrow screens restyle rows by CSS alone (same DOM order, cells named by their headers for screen readers). */
export const DataTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  emptyMessage,
  details,
  actions,
  narrowCaptionHidden = false,
}: DataTableProps<Row>) => {
  const LL = useTranslations()
  const id = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const classes = dataTable()
  const secondary = columns.filter((column) => column.secondary === true)
  // Without content of its own a row opens only for the secondary cells, which only narrow screens hide.
  const narrowOnly = details !== undefined && details.content === undefined
  // A table whose rows open lays them out compactly on narrow screens: the button, the main cells, the action.
  const compact = details !== undefined
  const areas = areasOf(columns)
  const columnCount = columns.length + (details === undefined ? 0 : 1) + (actions === undefined ? 0 : 1)
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  return (
    <table className={classes.root}>
      <caption className={classes.caption} data-narrow-hidden={narrowCaptionHidden || undefined}>
        {caption}
      </caption>
      <thead className={classes.head}>
        <tr>
          {details === undefined ? null : (
            <th scope="col" className={classes.header} data-narrow-only={narrowOnly || undefined}>
              <span className={hiddenClass}>{LL.table.details()}</span>
            </th>
          )}
          {columns.map((column) => (
            <th key={column.key} scope="col" className={classes.header} data-align={column.align ?? "start"}>
              {column.header}
            </th>
          ))}
          {actions === undefined ? null : (
            <th scope="col" className={classes.header}>
              {actions.header}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr className={classes.row}>
            <td colSpan={columnCount} className={classes.empty}>
              {emptyMessage}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => {
            const key = rowKey(row, index)
            const isOpen = open.has(key)
            const detailsId = `${id}-details-${index}`
            return (
              <Fragment key={key}>
                <tr className={classes.row} data-compact={compact || undefined}>
                  {details === undefined ? null : (
                    <td
                      className={classes.cell}
                      data-area="toggle"
                      data-narrow-only={narrowOnly || undefined}
                    >
                      <button
                        type="button"
                        className={`${field().toggle} ${targetClass}`}
                        aria-expanded={isOpen}
                        aria-controls={detailsId}
                        onClick={() => toggle(key)}
                      >
                        <span aria-hidden="true">{isOpen ? "−" : "+"}</span>
                        <span className={hiddenClass}>{details.label(row)}</span>
                      </button>
                    </td>
                  )}
                  {columns.map((column, place) => (
                    <td
                      key={column.key}
                      className={classes.cell}
                      data-area={compact ? areas[place] : undefined}
                      data-label={LL.table.cellLabel({ header: column.header })}
                      data-align={column.align ?? "start"}
                      data-secondary={column.secondary === true || undefined}
                      data-nowrap={column.nowrap === true || undefined}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions === undefined ? null : (
                    <td
                      className={`${classes.cell} ${actionClass}`}
                      data-area={compact ? "action" : undefined}
                      data-label={LL.table.cellLabel({ header: actions.header })}
                    >
                      {actions.cell(row)}
                    </td>
                  )}
                </tr>
                {details === undefined ? null : (
                  <tr
                    id={detailsId}
                    className={classes.detailsRow}
                    hidden={!isOpen}
                    data-narrow-only={narrowOnly || undefined}
                  >
                    <td colSpan={columnCount} className={classes.details}>
                      {isOpen && secondary.length > 0 ? (
                        <dl className={classes.secondary}>
                          {secondary.map((column) => (
                            <Fragment key={column.key}>
                              <dt>{column.header}</dt>
                              <dd data-nowrap={column.nowrap === true || undefined}>{column.cell(row)}</dd>
                            </Fragment>
                          ))}
                        </dl>
                      ) : null}
                      {isOpen && details.content !== undefined ? details.content(row) : null}
                    </td>
                  </tr>
                )}
              </Fragment>
            )
          })
        )}
      </tbody>
    </table>
  )
}
