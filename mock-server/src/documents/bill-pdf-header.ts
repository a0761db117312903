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
  const { doc, statement, labels } = drawing
  const logo = statement.provider.logoPng
  let nameTop = page.top
  if (logo !== undefined) {
    // The provider's name is written under the logo, so the picture itself says nothing more.
    decoration(drawing, () => {
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

  const titleLeft = page.right - titleWidth
  const titleStyle = { font: font.bold, size: 24, colour: statement.provider.accent.colour }
  const titleAt = { x: titleLeft, y: page.top, width: titleWidth }
  let y = page.top + drawText(drawing, labels.title, titleAt, titleStyle, "right", "H1")
  y += 4
  y += drawText(drawing, labels.statementDate, { x: titleLeft, y, width: titleWidth }, style.label, "right")
  y += drawText(
    drawing,
    drawing.date(statement.statementDate),
    { x: titleLeft, y, width: titleWidth },
    style.strong,
    "right",
  )

  const bottom = Math.max(nameBottom, y) + 12
  horizontalRule(drawing, bottom)
  return bottom + 14
}

const accountLabelWidth = 112
const accountColumnLeft = page.left + page.width / 2 + 12

/** Who is billed on the left; the account, services, period and due date on the right. */
export const drawParties = (drawing: BillDrawing, top: number): number => {
  const { statement, labels } = drawing
  const customerWidth = accountColumnLeft - page.left - 24
  let left =
    top + drawText(drawing, labels.billTo, { x: page.left, y: top, width: customerWidth }, style.label)
  left += 2
  const nameStyle = { font: font.bold, size: 11, colour: colour.ink }
  left += drawText(
    drawing,
    statement.customer.name,
    { x: page.left, y: left, width: customerWidth },
    nameStyle,
  )
  for (const line of statement.customer.addressLines ?? []) {
    left += drawText(drawing, line, { x: page.left, y: left, width: customerWidth }, style.value)
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
    const labelHeight = drawText(
      drawing,
      label,
      { x: accountColumnLeft, y: right, width: accountLabelWidth - 6 },
      style.label,
    )
    const valueHeight = drawText(drawing, value, { x: valueLeft, y: right, width: valueWidth }, style.strong)
    right += Math.max(labelHeight, valueHeight) + 3
  }
  return Math.max(left, right) + 14
}
