import {
  type BillDrawing,
  colour,
  decoration,
  drawText,
  font,
  horizontalRule,
  page,
  style,
} from "./bill-pdf-layout.ts"

const logoBox: [number, number] = [160, 48]
const titleWidth = 240

/** Logo and provider name on the left, the title and statement date on the right. Answers the y below it. */
export const drawLetterhead = (drawing: BillDrawing): number => {
  const { statement, labels } = drawing
  const logo = statement.provider.logoPng
  let nameTop = page.top
  if (logo !== undefined) {
    // The provider's name is written under the logo, so the picture itself says nothing more.
    decoration(drawing, (doc) => {
      // pdfkit reads Buffers; this one shares the caller's bytes rather than copying them.
      doc.image(Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength), page.left, page.top, {
        fit: logoBox,
      })
    })
    nameTop = page.top + logoBox[1] + 6
  }
  const nameStyle = { font: font.bold, size: logo === undefined ? 18 : 12, colour: colour.ink }
  const nameWidth = page.width - titleWidth - 12
  const nameBottom =
    nameTop +
    drawText(drawing, statement.provider.name, { x: page.left, y: nameTop, width: nameWidth }, nameStyle)

  const titleColumn = (top: number) => ({ x: page.right - titleWidth, y: top, width: titleWidth })
  const titleStyle = { font: font.bold, size: 24, colour: statement.provider.accent.colour }
  let y = page.top + drawText(drawing, labels.title, titleColumn(page.top), titleStyle, "right", "H1") + 4
  y += drawText(drawing, labels.statementDate, titleColumn(y), style.label, "right")
  y += drawText(drawing, drawing.date(statement.statementDate), titleColumn(y), style.strong, "right")

  const bottom = Math.max(nameBottom, y) + 12
  horizontalRule(drawing, bottom)
  return bottom + 14
}

const accountLabelWidth = 112
const accountColumnLeft = page.left + page.width / 2 + 12

/** Who is billed on the left; the account, services, period and due date on the right. */
export const drawParties = (drawing: BillDrawing, top: number): number => {
  const { statement, labels } = drawing
  const customer = (y: number) => ({ x: page.left, y, width: accountColumnLeft - page.left - 24 })
  let left = top + drawText(drawing, labels.billTo, customer(top), style.label) + 2
  const nameStyle = { font: font.bold, size: 11, colour: colour.ink }
  left += drawText(drawing, statement.customer.name, customer(left), nameStyle)
  for (const line of statement.customer.addressLines ?? []) {
    left += drawText(drawing, line, customer(left), style.value)
  }

  const serviceLabel = statement.serviceIDs.length === 1 ? labels.serviceID : labels.serviceIDs
  const rows: ReadonlyArray<readonly [string, string]> = [
    [labels.accountNumber, statement.accountNumber],
    [serviceLabel, statement.serviceIDs.join(", ")],
    [labels.billingPeriod, drawing.period(statement.periodStart, statement.periodEnd)],
    [labels.paymentDueDate, drawing.date(statement.paymentDueDate)],
  ]
  const valueLeft = accountColumnLeft + accountLabelWidth
  const valueWidth = page.right - valueLeft
  let right = top
  for (const [label, value] of rows) {
    const labelAt = { x: accountColumnLeft, y: right, width: accountLabelWidth - 6 }
    const labelHeight = drawText(drawing, label, labelAt, style.label)
    const valueHeight = drawText(drawing, value, { x: valueLeft, y: right, width: valueWidth }, style.strong)
    right += Math.max(labelHeight, valueHeight) + 3
  }
  return Math.max(left, right) + 14
}
