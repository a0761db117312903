import type { BillLabels } from "./bill-labels.ts"
import type { BillStatement } from "./bill-statement.ts"
import { formatDate, formatMoney } from "./document-format.ts"
import { pdfText } from "./pdf-text.ts"

/** US Letter in points: the provider bills in USD, and its customers print on Letter paper. */
const pageWidth = 612
const pageHeight = 792
const margin = 48

export const page = {
  size: [pageWidth, pageHeight] satisfies [number, number],
  margin,
  left: margin,
  right: pageWidth - margin,
  width: pageWidth - 2 * margin,
  top: margin,
  /** Where the footer's rule sits; the footer's two lines stay inside the bottom margin's edge. */
  footerTop: pageHeight - margin - 26,
  /** The lowest point content may reach, keeping clear of the footer. */
  bodyBottom: pageHeight - margin - 38,
  /** The bottom margin's edge: pdfkit starts a new page for text running past it. */
  maxY: pageHeight - margin,
}

export const font = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" }

/** The document's own greys; the accent is the provider's (`BillStatement.provider.accent`). */
export const colour = {
  ink: "#1f2933",
  muted: "#616e7c",
  rule: "#cbd2d9",
  shade: "#eef2f6",
}

/** A text's role in the tagged PDF's structure; assistive technology skips artifacts (page numbers). */
export type TextRole = "H1" | "H2" | "P" | "TH" | "TD" | "Artifact"

/** What every part of the drawing needs; `structure` is the element text is tagged under, in reading order. */
export const billDrawing = (
  doc: PDFKit.PDFDocument,
  statement: BillStatement,
  labels: BillLabels,
  structure: PDFKit.PDFStructureElement,
) => {
  const { language } = statement
  const date = (isoDate: string): string => formatDate(isoDate, language)
  return {
    doc,
    statement,
    labels,
    money: (amount: number) => formatMoney(amount, language),
    date,
    // An en dash reads as a range in both languages and is in WinAnsi.
    period: (startDate: string, endDate: string) => `${date(startDate)} \u2013 ${date(endDate)}`,
    structure,
    /** A section heading, in the provider's colour. */
    heading: { font: font.bold, size: 12, colour: statement.provider.accent.colour } satisfies TextStyle,
  }
}

export type BillDrawing = ReturnType<typeof billDrawing>

export interface TextStyle {
  readonly font: string
  readonly size: number
  readonly colour: string
}

export const style = {
  label: { font: font.regular, size: 9, colour: colour.muted },
  value: { font: font.regular, size: 10, colour: colour.ink },
  strong: { font: font.bold, size: 10, colour: colour.ink },
  cell: { font: font.regular, size: 9, colour: colour.ink },
  cellHead: { font: font.bold, size: 9, colour: colour.ink },
  small: { font: font.regular, size: 8, colour: colour.muted },
} satisfies Record<string, TextStyle>

/** Answers the text's height; too long for the page, it is cut with an ellipsis rather than let pdfkit add a page. */
export const drawText = (
  drawing: BillDrawing,
  text: string,
  at: { readonly x: number; readonly y: number; readonly width: number },
  textStyle: TextStyle,
  align: "left" | "right" | "center" = "left",
  role: TextRole = "P",
  parent: PDFKit.PDFStructureElement = drawing.structure,
): number => {
  const { doc } = drawing
  const safe = pdfText(text)
  doc.font(textStyle.font).fontSize(textStyle.size).fillColor(textStyle.colour)
  const height = doc.heightOfString(safe, { width: at.width, align })
  const room = Math.max(page.maxY - at.y, 0)
  const box = { width: at.width, align, height: room, ellipsis: true }
  if (role === "Artifact") {
    decoration(drawing, () => doc.text(safe, at.x, at.y, box), "Pagination")
  } else {
    doc.text(safe, at.x, at.y, { ...box, structParent: parent, structType: role })
  }
  return height
}

/** Draws what carries no words as an artifact, in a graphics state of its own that ends with it. */
export const decoration = (
  drawing: BillDrawing,
  draw: (doc: PDFKit.PDFDocument) => void,
  type: "Layout" | "Pagination" = "Layout",
): void => {
  const { doc } = drawing
  doc.markContent("Artifact", { type }).save()
  draw(doc)
  doc.restore().endMarkedContent()
}

export const measureText = (drawing: BillDrawing, text: string, width: number, textStyle: TextStyle) =>
  drawing.doc.font(textStyle.font).fontSize(textStyle.size).heightOfString(pdfText(text), { width })

export const horizontalRule = (drawing: BillDrawing, y: number, lineColour: string = colour.rule): void =>
  decoration(drawing, (doc) =>
    doc.lineWidth(0.75).strokeColor(lineColour).moveTo(page.left, y).lineTo(page.right, y).stroke(),
  )

/** Another page, headed by a running line so a loose page still says whose bill it is; answers its top. */
export const startContinuationPage = (drawing: BillDrawing): number => {
  const { doc, statement, labels } = drawing
  doc.addPage()
  const running = [
    statement.provider.name,
    labels.title,
    labels.field(labels.accountNumber, statement.accountNumber),
    drawing.date(statement.statementDate),
  ].join("  \u2022  ")
  const runningAt = { x: page.left, y: page.top, width: page.width }
  const y = page.top + drawText(drawing, running, runningAt, style.small, "left", "Artifact") + 4
  horizontalRule(drawing, y)
  return y + 12
}
