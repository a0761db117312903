import { extractText, getDocumentProxy, getResolvedPDFJS } from "unpdf"

/** What a reader of a PDF gets from it: its words, its tagging, and the colours it paints text and shapes in. */
export interface ReadPdf {
  readonly pages: number
  /** All pages' text, runs of whitespace (no-break spaces included) as one space. */
  readonly text: string
  /** The catalogue's /Lang. */
  readonly language: string | undefined
  readonly title: string | undefined
  /** /MarkInfo /Marked: the document says it is tagged. */
  readonly marked: boolean
  /** The structure tree's roles, depth first, as a reader walks them. */
  readonly roles: ReadonlyArray<string>
  /** The fill colours set while painting, as #rrggbb. */
  readonly fillColours: ReadonlySet<string>
}

const stringField = (record: unknown, key: string): string | undefined => {
  if (typeof record !== "object" || record === null) return undefined
  const value: unknown = Object.getOwnPropertyDescriptor(record, key)?.value
  return typeof value === "string" ? value : undefined
}

const rolesOf = (node: unknown): ReadonlyArray<string> => {
  if (typeof node !== "object" || node === null) return []
  const role = stringField(node, "role")
  const children: unknown = Object.getOwnPropertyDescriptor(node, "children")?.value
  const below = Array.isArray(children) ? children.flatMap(rolesOf) : []
  return role === undefined ? below : [role, ...below]
}

/** Reads a PDF the way pdf.js (Firefox's reader, and unpdf's engine) does. */
export const readPdf = async (bytes: Uint8Array): Promise<ReadPdf> => {
  // pdf.js takes ownership of the buffer it is given, so it reads a copy.
  const pdf = await getDocumentProxy(bytes.slice())
  const { OPS } = await getResolvedPDFJS()
  const { info } = await pdf.getMetadata()
  const markInfo = await pdf.getMarkInfo()
  const roles: string[] = []
  const fillColours = new Set<string>()
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number)
    // pdf.js answers the whole document's tree for any page: read it once.
    if (number === 1) roles.push(...rolesOf(await page.getStructTree()))
    const operators = await page.getOperatorList()
    operators.fnArray.forEach((operator, index) => {
      const colour: unknown = operators.argsArray[index]?.[0]
      if (operator === OPS.setFillRGBColor && typeof colour === "string")
        fillColours.add(colour.toLowerCase())
    })
  }
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  return {
    pages: totalPages,
    text: text.replace(/\s+/gu, " "),
    language: stringField(info, "Language"),
    title: stringField(info, "Title"),
    marked: markInfo?.Marked === true,
    roles,
    fillColours,
  }
}
