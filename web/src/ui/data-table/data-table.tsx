import { Fragment, type ReactNode, useId, useState } from "react"
import { dataTable, field } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { hiddenClass } from "../form/form-styles.ts"

export interface Column<Row> {
  readonly key: string
  /** The column's header; on narrow screens it also labels the cell in each card. */
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  /** Amounts line up on the end side. */
  readonly align?: "start" | "end"
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
  /**
   * A row's details, opened by a button in the row into a row under it; `label` names the button for
   * that row ("Details of the bill of 11/01/2026"), so a screen reader can tell the buttons apart.
   */
  readonly details?: { readonly content: (row: Row) => ReactNode; readonly label: (row: Row) => string }
  /** A row's actions (Download, Pay…), in a last column under its own header ("Actions"). */
  readonly actions?: { readonly header: string; readonly cell: (row: Row) => ReactNode }
}

/**
 * A list as a table: caption, column headers, a message when empty, rows that open their details, and
 * an actions column. On narrow screens the same rows show as cards (CSS only, same DOM order), each
 * cell labelled by its column's header, so the reading order never differs from the visual one.
 */
export const DataTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  emptyMessage,
  details,
  actions,
}: DataTableProps<Row>) => {
  const LL = useTranslations()
  const id = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const classes = dataTable()
  const columnCount = columns.length + (details === undefined ? 0 : 1) + (actions === undefined ? 0 : 1)
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  return (
    <table className={classes.root}>
      <caption className={classes.caption}>{caption}</caption>
      <thead className={classes.head}>
        <tr>
          {details === undefined ? null : (
            <th scope="col" className={classes.header}>
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
                <tr className={classes.row}>
                  {details === undefined ? null : (
                    <td className={classes.cell}>
                      <button
                        type="button"
                        className={field().toggle}
                        aria-expanded={isOpen}
                        aria-controls={detailsId}
                        onClick={() => toggle(key)}
                      >
                        <span aria-hidden="true">{isOpen ? "−" : "+"}</span>
                        <span className={hiddenClass}>{details.label(row)}</span>
                      </button>
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={classes.cell}
                      data-label={column.header}
                      data-align={column.align ?? "start"}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions === undefined ? null : (
                    <td className={classes.cell} data-label={actions.header}>
                      {actions.cell(row)}
                    </td>
                  )}
                </tr>
                {details === undefined ? null : (
                  <tr id={detailsId} className={classes.detailsRow} hidden={!isOpen}>
                    <td colSpan={columnCount} className={classes.details}>
                      {isOpen ? details.content(row) : null}
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
