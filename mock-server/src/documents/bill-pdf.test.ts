import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import { renderBillPdf } from "./bill-pdf.ts"
import type { BillStatement } from "./bill-statement.ts"
import { longCharges, typicalStatement } from "./statement-examples.ts"

const readPdf = async (bytes: Uint8Array): Promise<{ readonly pages: number; readonly text: string }> => {
  // pdf.js takes ownership of the buffer it is given, so it reads a copy.
  const pdf = await getDocumentProxy(bytes.slice())
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  // Extracted words may be separated by any run of whitespace (including no-break spaces).
  return { pages: totalPages, text: text.replace(/\s+/gu, " ") }
}

const squeeze = (text: string): string => text.replace(/\s+/gu, "")

describe("bill PDF", () => {
  it("is a PDF file", async () => {
    const bytes = await renderBillPdf(typicalStatement("en"))
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    expect(new TextDecoder().decode(bytes.slice(-6))).toContain("%%EOF")
  })

  it("shows the provider, customer, account, period, charges, total and due date in English", async () => {
    const { pages, text } = await readPdf(await renderBillPdf(typicalStatement("en")))
    expect(pages).toBe(1)
    expect(text).toContain("Statement")
    expect(text).toContain("Northwind Télécom")
    expect(text).toContain("Amélie Côté-Lefèvre")
    expect(text).toContain("4410023387")
    expect(text).toContain("FIB-0042-771")
    expect(text).toContain("Fibre Internet 500")
    expect(text).toContain("Loyalty credit")
    expect(text).toContain("Total due")
    expect(text).toContain("$84.17")
    expect(text).toContain("Nov 21, 2026")
    expect(text).toContain("Oct 1, 2026")
    expect(text).toContain("Oct 31, 2026")
  })

  it("is written in the statement's language with French labels and amounts", async () => {
    const { text } = await readPdf(await renderBillPdf(typicalStatement("fr")))
    expect(text).toContain("Relevé")
    expect(text).toContain("Montant dû")
    expect(text).not.toContain("Total due")
    expect(squeeze(text)).toContain("84,17$")
    expect(text).toContain("21 nov. 2026")
  })

  it("keeps accents and punctuation the standard fonts cannot draw readable", async () => {
    const { text } = await readPdf(await renderBillPdf(typicalStatement("en")))
    // The charge name holds a non-breaking hyphen (U+2011), which is drawn as a plain hyphen.
    expect(text).toContain("Équipement: modem Wi-Fi 6 (location)")
    expect(text).toContain('Long distance: "Overseas" bundle')
  })

  it("runs a long statement onto further pages and keeps every charge", async () => {
    const charges = longCharges(60)
    const statement: BillStatement = { ...typicalStatement("en"), charges }
    const { pages, text } = await readPdf(await renderBillPdf(statement))
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain(`Page ${pages} of ${pages}`)
    expect(text).toContain("Charges (continued)")
    for (const charge of charges) expect(text).toContain(charge.chargeName.slice(0, 18))
    expect(text).toContain("Usage charge 60")
  })

  it("says so when the period has no charges", async () => {
    const { text } = await readPdf(await renderBillPdf({ ...typicalStatement("en"), charges: [] }))
    expect(text).toContain("No charges this period.")
  })

  it("gives the same bytes for the same statement", async () => {
    const first = await renderBillPdf(typicalStatement("fr"))
    const second = await renderBillPdf(typicalStatement("fr"))
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
  })

  it("draws the name alone when the provider has no logo", async () => {
    const { logoPng: _logo, ...provider } = typicalStatement("en").provider
    const withLogo = await renderBillPdf(typicalStatement("en"))
    const withoutLogo = await renderBillPdf({ ...typicalStatement("en"), provider })
    expect(withoutLogo.byteLength).toBeLessThan(withLogo.byteLength)
    expect((await readPdf(withoutLogo)).text).toContain("Northwind Télécom")
  })

  it("rejects a logo that is not a PNG instead of writing a broken file", async () => {
    const provider = { ...typicalStatement("en").provider, logoPng: new TextEncoder().encode("not a png") }
    await expect(renderBillPdf({ ...typicalStatement("en"), provider })).rejects.toThrow()
  })
})
