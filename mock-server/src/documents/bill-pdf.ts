import { buffer } from "node:stream/consumers"
import PDFDocument from "pdfkit"
import { billLabels } from "./bill-labels.ts"
import { drawCharges, drawChargeTotals, fits, totalsHeight } from "./bill-pdf-charges.ts"
import { drawFooters } from "./bill-pdf-footer.ts"
import { drawLetterhead, drawParties } from "./bill-pdf-header.ts"
import { billDrawing, page, startContinuationPage } from "./bill-pdf-layout.ts"
import { drawPaymentStub, stubHeight } from "./bill-pdf-stub.ts"
import { drawSummary } from "./bill-pdf-summary.ts"
import type { BillStatement } from "./bill-statement.ts"
import { documentLocale, formatDate, startOfDay } from "./document-format.ts"

/** A bill as a PDF: letterhead, account, summary, the charges (over as many pages as they need), a stub. */
export const renderBillPdf = async (statement: BillStatement): Promise<Uint8Array> => {
  const labels = billLabels[statement.language]
  // Dated by the statement, not the clock: the same statement always gives the same bytes (pdfkit also
  // derives the file ID from these fields).
  const issued = startOfDay(statement.statementDate)
  const doc = new PDFDocument({
    size: page.size,
    margin: page.margin,
    // Footers say "Page 1 of N", so pages stay open until N is known.
    bufferPages: true,
    // Tagged (PDF/UA), so a screen reader reads it in order, in its language, under its title.
    tagged: true,
    pdfVersion: "1.7",
    lang: documentLocale[statement.language],
    displayTitle: true,
    info: {
      Title: `${labels.title} ${formatDate(statement.statementDate, statement.language)}`,
      Author: statement.provider.name,
      Subject: labels.field(labels.accountNumber, statement.accountNumber),
      CreationDate: issued,
      ModDate: issued,
    },
  })
  const bytes = buffer(doc)
  // A drawing error (an unreadable logo, say) throws here and rejects the promise.
  const structure = doc.struct("Document")
  doc.addStructure(structure)
  const drawing = billDrawing(doc, statement, labels, structure)
  let y = drawLetterhead(drawing)
  y = drawParties(drawing, y)
  y = drawSummary(drawing, y)
  y = drawCharges(drawing, y)
  if (!fits(y, totalsHeight)) y = startContinuationPage(drawing)
  y = drawChargeTotals(drawing, y)
  // The stub sits at the foot of the last page, where it can be torn off; it moves on when no room is left.
  const stubTop = page.bodyBottom - stubHeight
  if (y + 16 > stubTop) startContinuationPage(drawing)
  drawPaymentStub(drawing, stubTop)
  drawFooters(drawing)
  structure.end()
  doc.end()
  return new Uint8Array(await bytes)
}
