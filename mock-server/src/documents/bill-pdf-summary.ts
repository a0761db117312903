import { type BillDrawing, colour, decoration, drawText, font, page, style } from "./bill-pdf-layout.ts"
import { sumCents } from "./document-format.ts"

const padding = 12
const lineGap = 5
const panelWidth = 200

/** The account summary box: how the balance came about on the left, the total due panel on the right. */
export const drawSummary = (drawing: BillDrawing, top: number): number => {
  const { statement, labels } = drawing
  const newCharges = sumCents(statement.charges.map((charge) => charge.total))
  const lines: ReadonlyArray<readonly [string, number]> = [
    [labels.previousBalance, statement.previousBalance],
    // Payments lower the balance, so they read as a credit.
    [labels.paymentsReceived, -statement.paymentsReceived],
    [labels.newCharges, newCharges],
  ]
  const height = 96
  const panelLeft = page.right - panelWidth
  const { accent } = statement.provider
  decoration(drawing, (doc) => {
    doc.lineWidth(0.75).strokeColor(colour.rule).rect(page.left, top, page.width, height).stroke()
    doc.rect(panelLeft, top, panelWidth, height).fill(accent.colour)
  })

  const listLeft = page.left + padding
  const listWidth = panelLeft - listLeft - 2 * padding
  const inList = (y: number) => ({ x: listLeft, y, width: listWidth })
  let y = top + padding
  y += drawText(drawing, labels.accountSummary, inList(y), drawing.heading, "left", "H2") + lineGap
  for (const [label, amount] of lines) {
    drawText(drawing, label, { x: listLeft, y, width: listWidth - 110 }, style.value)
    y += drawText(drawing, drawing.money(amount), inList(y), style.value, "right") + lineGap
  }

  const inPanel = { x: panelLeft + padding, width: panelWidth - 2 * padding }
  const onAccent = (size: number, bold: boolean) => ({
    font: bold ? font.bold : font.regular,
    size,
    colour: accent.onColour,
  })
  let panelY = top + padding
  panelY += drawText(drawing, labels.totalDue, { ...inPanel, y: panelY }, onAccent(11, true))
  panelY +=
    drawText(drawing, drawing.money(statement.totalDue), { ...inPanel, y: panelY }, onAccent(22, true)) + 2
  const dueBy = labels.field(labels.paymentDueDate, drawing.date(statement.paymentDueDate))
  panelY += drawText(drawing, dueBy, { ...inPanel, y: panelY }, onAccent(9, false)) + 2
  const outstanding = labels.field(labels.amountOutstanding, drawing.money(statement.amountOutstanding))
  drawText(drawing, outstanding, { ...inPanel, y: panelY }, onAccent(9, false))
  return top + height + 20
}
