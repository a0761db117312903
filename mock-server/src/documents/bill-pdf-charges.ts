import type { Charge } from "@billpath/contract"
import {
  type BillDrawing,
  colour,
  decoration,
  drawText,
  font,
  horizontalRule,
  measureText,
  page,
  startContinuationPage,
  style,
} from "./bill-pdf-layout.ts"
import { sumCents } from "./document-format.ts"

// The widths add up to the page's content width; amounts are right-aligned so their decimals line up.
const columns = {
  description: { width: 196, align: "left" },
  period: { width: 140, align: "left" },
  amount: { width: 60, align: "right" },
  tax: { width: 56, align: "right" },
  total: { width: 64, align: "right" },
} as const
const order: ReadonlyArray<keyof typeof columns> = ["description", "period", "amount", "tax", "total"]
const cellPadding = 4
const headerHeight = 18

type Cells = Readonly<Record<keyof typeof columns, string>>

const chargeCells = (drawing: BillDrawing, charge: Charge): Cells => ({
  description: charge.chargeName,
  period: drawing.period(charge.startDate, charge.endDate),
  amount: drawing.money(charge.amount),
  tax: drawing.money(charge.tax),
  total: drawing.money(charge.total),
})

const rowHeight = (drawing: BillDrawing, cells: Cells): number =>
  Math.max(
    ...order.map((key) => measureText(drawing, cells[key], columns[key].width - 2 * cellPadding, style.cell)),
  ) +
  2 * cellPadding

/** A table row, or nothing: column names repeated on a continuation page are an artifact, already read. */
type RowTag = { readonly table: PDFKit.PDFStructureElement } | "repeated"

const drawRow = (drawing: BillDrawing, cells: Cells, textTop: number, header: boolean, tag: RowTag): void => {
  const row = tag === "repeated" ? undefined : drawing.doc.struct("TR")
  if (row !== undefined && tag !== "repeated") tag.table.add(row)
  let x = page.left
  for (const key of order) {
    const { width, align } = columns[key]
    const at = { x: x + cellPadding, y: textTop, width: width - 2 * cellPadding }
    const textStyle = header ? style.cellHead : style.cell
    if (row === undefined) drawText(drawing, cells[key], at, textStyle, align, "Artifact")
    else drawText(drawing, cells[key], at, textStyle, align, header ? "TH" : "TD", row)
    x += width
  }
  row?.end()
}

const drawHeader = (drawing: BillDrawing, top: number, tag: RowTag): number => {
  decoration(drawing, (doc) => doc.rect(page.left, top, page.width, headerHeight).fill(colour.shade))
  drawRow(drawing, drawing.labels, top + 5, true, tag)
  return top + headerHeight
}

/** Starts a page holding the rest of the table: its heading says it continues, then the column names. */
const continueOnNewPage = (drawing: BillDrawing, tag: RowTag): number => {
  const top = startContinuationPage(drawing)
  const at = { x: page.left, y: top, width: page.width }
  const role = tag === "repeated" ? "Artifact" : "H2"
  const headingHeight = drawText(drawing, drawing.labels.chargesContinued, at, drawing.heading, "left", role)
  // The table starts on this page: it follows its heading in reading order.
  if (tag !== "repeated") drawing.structure.add(tag.table)
  return drawHeader(drawing, top + headingHeight + 6, tag)
}

export const fits = (top: number, height: number): boolean => top + height <= page.bodyBottom

/** The charges table, continued on new pages with the column names repeated; answers the y below it. */
export const drawCharges = (drawing: BillDrawing, top: number): number => {
  const { statement, labels } = drawing
  const headingHeight = measureText(drawing, labels.charges, page.width, drawing.heading) + 6
  const table = drawing.doc.struct("Table")
  // Never leave the heading and column names alone at the foot of a page.
  const firstRowHeight =
    statement.charges[0] === undefined ? 20 : rowHeight(drawing, chargeCells(drawing, statement.charges[0]))
  let y = top
  if (fits(y, headingHeight + headerHeight + firstRowHeight)) {
    const at = { x: page.left, y, width: page.width }
    y += drawText(drawing, labels.charges, at, drawing.heading, "left", "H2") + 6
    drawing.structure.add(table)
    y = drawHeader(drawing, y, { table })
  } else {
    y = continueOnNewPage(drawing, { table })
  }
  if (statement.charges.length === 0) {
    const empty = { font: font.italic, size: 9, colour: colour.muted }
    const at = { x: page.left + cellPadding, y: y + cellPadding, width: page.width - 2 * cellPadding }
    table.end()
    return y + drawText(drawing, labels.noCharges, at, empty) + 2 * cellPadding
  }
  for (const charge of statement.charges) {
    const cells = chargeCells(drawing, charge)
    const height = rowHeight(drawing, cells)
    if (!fits(y, height)) y = continueOnNewPage(drawing, "repeated")
    drawRow(drawing, cells, y + cellPadding, false, { table })
    y += height
    horizontalRule(drawing, y)
  }
  table.end()
  return y
}

const totalsLineHeight = 16
const totalsWidth = 260

export const totalsHeight = 10 + 3 * totalsLineHeight

/** Subtotal, taxes and total of the charges, right-aligned under the table's amount columns. */
export const drawChargeTotals = (drawing: BillDrawing, top: number): number => {
  const { statement, labels } = drawing
  const lines: ReadonlyArray<readonly [string, number, boolean]> = [
    [labels.subtotal, sumCents(statement.charges.map((charge) => charge.amount)), false],
    [labels.taxes, sumCents(statement.charges.map((charge) => charge.tax)), false],
    [labels.totalCharges, sumCents(statement.charges.map((charge) => charge.total)), true],
  ]
  const left = page.right - totalsWidth
  let y = top + 10
  for (const [label, amount, bold] of lines) {
    const lineStyle = bold ? style.strong : style.value
    drawText(drawing, label, { x: left, y, width: totalsWidth - 100 }, lineStyle)
    const amountAt = { x: left, y, width: totalsWidth - cellPadding }
    drawText(drawing, drawing.money(amount), amountAt, lineStyle, "right")
    y += totalsLineHeight
  }
  return y
}
