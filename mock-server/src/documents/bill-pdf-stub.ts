import { type BillDrawing, colour, decoration, drawText, font, page, style } from "./bill-pdf-layout.ts"

export const stubHeight = 118

const columnGap = 24
const enclosedBox = { width: 110, height: 20 }

/** The payment stub at the foot of the last page; on autopay it says not to pay, with nothing to fill in. */
export const drawPaymentStub = (drawing: BillDrawing, top: number): void => {
  const { statement, labels } = drawing
  const automatic = statement.paidAutomatically
  decoration(drawing, (doc) => {
    doc.lineWidth(0.75).strokeColor(colour.muted).dash(4, { space: 3 })
    doc.moveTo(page.left, top).lineTo(page.right, top).stroke()
  })
  const instruction = automatic ? labels.stubPaidAutomatically : labels.stubInstruction
  const instructionStyle = automatic ? { font: font.bold, size: 10, colour: colour.ink } : style.small
  drawText(drawing, instruction, { x: page.left, y: top + 5, width: page.width }, instructionStyle, "center")

  const columnWidth = (page.width - columnGap) / 2
  const rightLeft = page.left + columnWidth + columnGap
  const inLeftColumn = (y: number) => ({ x: page.left, y, width: columnWidth })
  let left = top + 24
  left += drawText(drawing, statement.provider.name, inLeftColumn(left), drawing.heading) + 4
  const accountLine = labels.field(labels.accountNumber, statement.accountNumber)
  left += drawText(drawing, accountLine, inLeftColumn(left), style.strong) + 2
  left += drawText(drawing, statement.customer.name, inLeftColumn(left), style.value) + 6
  if (!automatic) {
    const payable = labels.field(labels.payableTo, statement.provider.name)
    drawText(drawing, payable, inLeftColumn(left), style.small)
  }

  const labelWidth = columnWidth - enclosedBox.width - 8
  const amountLeft = rightLeft + labelWidth + 8
  const label = (y: number) => ({ x: rightLeft, y, width: labelWidth })
  const amount = (y: number) => ({ x: amountLeft, y, width: enclosedBox.width })
  let right = top + 24
  const due = drawing.date(statement.paymentDueDate)
  drawText(drawing, labels.paymentDueDate, label(right), style.value)
  right += drawText(drawing, due, amount(right), style.strong, "right") + 6
  const totalStyle = { font: font.bold, size: 12, colour: colour.ink }
  drawText(drawing, labels.totalDue, label(right), totalStyle)
  right += drawText(drawing, drawing.money(statement.totalDue), amount(right), totalStyle, "right") + 8
  if (automatic) return
  drawText(drawing, labels.amountEnclosed, label(right + 5), style.value)
  decoration(drawing, (doc) =>
    doc
      .lineWidth(0.75)
      .strokeColor(colour.ink)
      .rect(amountLeft, right, enclosedBox.width, enclosedBox.height)
      .stroke(),
  )
}
