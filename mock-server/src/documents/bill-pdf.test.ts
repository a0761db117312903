import type { Charge } from "@billpath/contract"
import { describe, expect, it } from "vitest"
import { readPdf } from "../testing/pdf-reading.ts"
import { renderBillPdf } from "./bill-pdf.ts"
import type { BillStatement } from "./bill-statement.ts"

/** A 2×2 RGBA PNG: the alpha channel takes pdfkit's slower path (a soft mask), so it is the one to test. */
const tinyLogoPng = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mOQ96v8/6BKvoEBSDCAOABB3gc9jG+R+gAAAABJRU5ErkJggg==",
    "base64",
  ),
)

const charge = (chargeName: string, amount: number, tax: number, quantity = 1): Charge => ({
  chargeName,
  statementDate: "2026-11-01",
  startDate: "2026-10-01",
  endDate: "2026-10-31",
  amount,
  tax,
  total: Math.round((amount + tax) * 100) / 100,
  quantity,
})

const typicalCharges: ReadonlyArray<Charge> = [
  charge("Fibre Internet 500", 65, 8.45),
  charge("Home phone, unlimited Canada & US", 20, 2.6),
  charge('Long distance: "Overseas" bundle', 12.5, 1.63, 42),
  charge("Loyalty credit", -27.21, -3.54),
  charge("Équipement: modem Wi‑Fi 6 (location)", 4.5, 0.24),
]

const typicalStatement = (language: BillStatement["language"]): BillStatement => ({
  language,
  provider: {
    name: "Northwind Télécom",
    logoPng: tinyLogoPng,
    supportPhone: "1-800-555-0199",
    supportEmail: "support@northwind.example",
    accent: { colour: "#7a1f5c", onColour: "#ffffff" },
  },
  paidAutomatically: false,
  customer: {
    name: "Amélie Côté-Lefèvre",
    addressLines: ["1234 rue Saint-Denis, app. 5", "Montréal QC  H2X 3K8"],
  },
  accountNumber: "4410023387",
  serviceIDs: ["FIB-0042-771", "PHN-5145550142"],
  statementDate: "2026-11-01",
  periodStart: "2026-10-01",
  periodEnd: "2026-10-31",
  paymentDueDate: "2026-11-21",
  previousBalance: 91.3,
  paymentsReceived: 91.3,
  charges: typicalCharges,
  totalDue: 84.17,
  amountOutstanding: 84.17,
})

/** Enough charges to run onto further pages. */
const longCharges = (count: number): ReadonlyArray<Charge> =>
  Array.from({ length: count }, (_, index) =>
    charge(
      index % 7 === 0
        ? `Usage charge ${index + 1}: roaming data, zone ${index % 5}, billed per megabyte with a long description`
        : `Usage charge ${index + 1}`,
      1 + index,
      0.13 * (1 + index),
    ),
  )

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

  it("is tagged: language, title shown in place of the file name, headings, paragraphs and a table", async () => {
    for (const [language, locale, title] of [
      ["en", "en-US", "Statement Nov 1, 2026"],
      ["fr", "fr-CA", "Relevé 1 nov. 2026"],
    ] as const) {
      const pdf = await readPdf(await renderBillPdf(typicalStatement(language)))
      expect(pdf.marked).toBe(true)
      expect(pdf.language).toBe(locale)
      expect(pdf.title).toBe(title)
      expect(pdf.roles.slice(0, 2)).toEqual(["Root", "Document"])
      expect(pdf.roles).toContain("H1")
      expect(pdf.roles.filter((role) => role === "H2").length).toBeGreaterThanOrEqual(2)
      expect(pdf.roles).toContain("P")
      // The charges table: a header row and one row per charge, five cells each.
      expect(pdf.roles.filter((role) => role === "Table")).toHaveLength(1)
      expect(pdf.roles.filter((role) => role === "TH")).toHaveLength(5)
      expect(pdf.roles.filter((role) => role === "TR")).toHaveLength(
        typicalStatement(language).charges.length + 1,
      )
    }
  })

  it("keeps a long table one table, its repeated column names out of the structure", async () => {
    const statement: BillStatement = { ...typicalStatement("en"), charges: longCharges(60) }
    const pdf = await readPdf(await renderBillPdf(statement))
    expect(pdf.pages).toBeGreaterThan(1)
    // Every row is in the one table, and the column names are read once, not once per page.
    expect(pdf.roles.filter((role) => role === "TR")).toHaveLength(61)
    expect(pdf.roles.filter((role) => role === "TH")).toHaveLength(5)
  })

  it("paints its title, headings and total panel in the provider's colour", async () => {
    const red = { colour: "#b3261e", onColour: "#ffffff" }
    const statement = typicalStatement("en")
    const pdf = await readPdf(
      await renderBillPdf({ ...statement, provider: { ...statement.provider, accent: red } }),
    )
    expect(pdf.fillColours).toContain("#b3261e")
    expect(pdf.fillColours).not.toContain("#7a1f5c")
  })

  it("tells a customer on autopay not to send payment, in the document's language", async () => {
    const automatic = await readPdf(
      await renderBillPdf({ ...typicalStatement("en"), paidAutomatically: true }),
    )
    expect(automatic.text).toContain("Paid automatically \u2014 do not send payment.")
    expect(automatic.text).not.toContain("return it with your payment")
    expect(automatic.text).not.toContain("Amount enclosed")
    expect(automatic.text).not.toContain("Make your payment payable to")
    const french = await readPdf(await renderBillPdf({ ...typicalStatement("fr"), paidAutomatically: true }))
    expect(french.text).toContain("Payé automatiquement \u2014 n’envoyez pas de paiement.")
    expect(french.text).not.toContain("Montant versé")
    const manual = await readPdf(await renderBillPdf(typicalStatement("en")))
    expect(manual.text).toContain("Please detach this portion and return it with your payment.")
    expect(manual.text).toContain("Amount enclosed")
    expect(manual.text).not.toContain("Paid automatically")
  })

  it("rejects a logo that is not a PNG instead of writing a broken file", async () => {
    const provider = { ...typicalStatement("en").provider, logoPng: new TextEncoder().encode("not a png") }
    await expect(renderBillPdf({ ...typicalStatement("en"), provider })).rejects.toThrow()
  })
})
