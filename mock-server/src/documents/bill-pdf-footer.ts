import { type BillDrawing, colour, drawText, horizontalRule, page, style } from "./bill-pdf-layout.ts"

const pageNumberWidth = 90

/** Support contacts and page number on every page; drawn last, as "Page 1 of N" needs N. */
export const drawFooters = (drawing: BillDrawing): void => {
  const { doc, statement, labels } = drawing
  const { start, count } = doc.bufferedPageRange()
  const support = labels.support(statement.provider.supportPhone, statement.provider.supportEmail)
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index)
    horizontalRule(drawing, page.footerTop, colour.rule)
    const y = page.footerTop + 6
    const supportAt = { x: page.left, y, width: page.width - pageNumberWidth - 12 }
    // Repeated on every page: the support line is tagged once, on the last page, like the stub.
    const role = index === start + count - 1 ? "P" : "Artifact"
    drawText(drawing, support, supportAt, style.small, "left", role)
    const numberAt = { x: page.right - pageNumberWidth, y, width: pageNumberWidth }
    drawText(drawing, labels.page(index - start + 1, count), numberAt, style.small, "right", "Artifact")
  }
}
