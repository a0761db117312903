import type { Charge, UsageRow } from "@billpath/contract"
import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import { chargesCsv, chargesCsvStream } from "./charges-csv.ts"
import { csvCell } from "./csv-file.ts"
import { type UsageDetailRecord, usageDetailCsv } from "./usage-detail-csv.ts"
import { usageSummaryCsv } from "./usage-summary-csv.ts"

const parseCsv = (text: string): ReadonlyArray<ReadonlyArray<string>> => parse(text, { bom: true })

const awkwardCharges: ReadonlyArray<Charge> = [
  {
    chargeName: "Fibre Internet, 500 Mbps",
    statementDate: "2026-11-01",
    startDate: "2026-10-01",
    endDate: "2026-10-31",
    amount: 65,
    tax: 8.45,
    total: 73.45,
    quantity: 1,
  },
  {
    chargeName: 'Long distance "Overseas"\nbundle',
    statementDate: "2026-11-01",
    startDate: "2026-10-01",
    endDate: "2026-10-31",
    amount: 12.5,
    tax: 1.63,
    total: 14.13,
    quantity: 42,
  },
  {
    chargeName: "Crédit de fidélité",
    statementDate: "2026-11-01",
    startDate: "2026-10-01",
    endDate: "2026-10-31",
    amount: -27.2,
    tax: -3.54,
    total: -30.74,
    quantity: 0.5,
  },
]

describe("charges CSV", () => {
  it("parses back to the charges it came from", () => {
    const [header, ...rows] = parseCsv(chargesCsv(awkwardCharges, "en"))
    expect(header).toEqual([
      "Charge name",
      "Statement date",
      "Start date",
      "End date",
      "Quantity",
      "Amount",
      "Tax",
      "Total",
    ])
    expect(rows).toEqual(
      awkwardCharges.map((charge) => [
        charge.chargeName,
        charge.statementDate,
        charge.startDate,
        charge.endDate,
        String(charge.quantity),
        charge.amount.toFixed(2),
        charge.tax.toFixed(2),
        charge.total.toFixed(2),
      ]),
    )
  })

  it("has French headers for a French request, with the same plain amounts", () => {
    const [header, first] = parseCsv(chargesCsv(awkwardCharges, "fr"))
    expect(header?.[0]).toBe("Nom du frais")
    expect(header).toContain("Date du relevé")
    expect(first?.[5]).toBe("65.00")
  })

  it("starts with a byte order mark and ends lines with CRLF, quoting only what needs it", () => {
    const text = chargesCsv(awkwardCharges, "en")
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text).toContain('\r\n"Fibre Internet, 500 Mbps",2026-11-01')
    expect(text).toContain('"Long distance ""Overseas""\nbundle"')
    expect(text).toContain("\r\nCrédit de fidélité,")
    expect(text.endsWith("\r\n")).toBe(true)
  })

  it("is a header alone when there are no charges", () => {
    expect(parseCsv(chargesCsv([], "en"))).toHaveLength(1)
  })
})

describe("usage summary CSV", () => {
  const rows: ReadonlyArray<UsageRow> = [
    {
      serviceID: "PHN-5145550142",
      quantity: 312.5,
      charge: 18.4,
      discount: 2.4,
      unbilled: false,
      downloadCriteria: "PHN-5145550142|2026-11",
    },
    {
      serviceID: "FIB,0042",
      quantity: 0,
      charge: 0,
      discount: 0,
      unbilled: true,
      downloadCriteria: "FIB-0042|2026-11",
    },
  ]

  it("parses back to its rows, with the net charge and the unbilled flag in words", () => {
    const [header, ...parsed] = parseCsv(usageSummaryCsv(rows, "en"))
    expect(header).toEqual(["Service ID", "Quantity", "Charge", "Discount", "Net", "Unbilled"])
    expect(parsed).toEqual([
      ["PHN-5145550142", "312.5", "18.40", "2.40", "16.00", "no"],
      ["FIB,0042", "0", "0.00", "0.00", "0.00", "yes"],
    ])
  })

  it("is in French for a French request", () => {
    const [header, first] = parseCsv(usageSummaryCsv(rows, "fr"))
    expect(header?.[0]).toBe("Identifiant de service")
    expect(first?.[5]).toBe("non")
  })
})

describe("usage detail CSV", () => {
  const records: ReadonlyArray<UsageDetailRecord> = [
    {
      occurredAt: "2026-11-02T14:05:00Z",
      description: "Call to Montréal, QC",
      quantity: 12,
      unit: "min",
      charge: 0,
    },
    {
      occurredAt: "2026-11-03T08:00:00Z",
      description: 'Data "roaming"',
      quantity: 1.25,
      unit: "GB",
      charge: 7.5,
    },
  ]

  it("parses back to its records, each naming the service", () => {
    const [header, ...parsed] = parseCsv(usageDetailCsv("PHN-5145550142", records, "en"))
    expect(header).toEqual(["Service ID", "Date and time (UTC)", "Description", "Quantity", "Unit", "Charge"])
    expect(parsed).toEqual([
      ["PHN-5145550142", "2026-11-02T14:05:00Z", "Call to Montréal, QC", "12", "min", "0.00"],
      ["PHN-5145550142", "2026-11-03T08:00:00Z", 'Data "roaming"', "1.25", "GB", "7.50"],
    ])
  })

  it("is in French for a French request", () => {
    const [header] = parseCsv(usageDetailCsv("PHN-5145550142", records, "fr"))
    expect(header?.[1]).toBe("Date et heure (UTC)")
  })
})

describe("a cell that would open as a formula", () => {
  // Text from the provider's billing system, each starting with a character a spreadsheet reads as a formula.
  const dangerous = ["=1+1", "+1+1", "-1+1", "@SUM(A1:A2)", "\tcmd", "\r=2+3"] as const
  const guarded = dangerous.map((text) => `'${text}`)
  const charge = (chargeName: string): Charge => ({
    chargeName,
    statementDate: "2026-11-01",
    startDate: "2026-10-01",
    endDate: "2026-10-31",
    amount: -5,
    tax: -0.65,
    total: -5.65,
    quantity: 1,
  })
  const languages = ["en", "fr"] as const

  it.each(languages)(
    "gets an apostrophe in charges.csv (%s), while negative amounts stay numbers",
    (language) => {
      const [, ...rows] = parseCsv(chargesCsv(dangerous.map(charge), language))
      expect(rows.map((row) => row[0])).toEqual(guarded)
      for (const row of rows) expect(row.slice(5)).toEqual(["-5.00", "-0.65", "-5.65"])
    },
  )

  it.each(languages)("gets an apostrophe in the streamed charges.csv (%s)", async (language) => {
    const decoder = new TextDecoder()
    let text = ""
    for await (const chunk of chargesCsvStream(dangerous.map(charge), language)) text += decoder.decode(chunk)
    const [, ...rows] = parseCsv(text)
    expect(rows.map((row) => row[0])).toEqual(guarded)
    expect(rows[0]?.[5]).toBe("-5.00")
  })

  it.each(languages)(
    "gets an apostrophe in usageSummary.csv (%s), while a negative net stays a number",
    (language) => {
      const rows: ReadonlyArray<UsageRow> = dangerous.map((serviceID) => ({
        serviceID,
        quantity: 1,
        charge: 2,
        discount: 3,
        unbilled: false,
        downloadCriteria: "PHN-5145550142|2026-11",
      }))
      const [, ...parsed] = parseCsv(usageSummaryCsv(rows, language))
      expect(parsed.map((row) => row[0])).toEqual(guarded)
      for (const row of parsed) expect(row[4]).toBe("-1.00")
    },
  )

  it.each(languages)(
    "gets an apostrophe in usage-detail.csv (%s): descriptions, units and the service",
    (language) => {
      const records: ReadonlyArray<UsageDetailRecord> = dangerous.map((description) => ({
        occurredAt: "2026-11-02T14:05:00Z",
        description,
        quantity: -2.5,
        unit: "@min",
        charge: -1.25,
      }))
      const [, ...parsed] = parseCsv(usageDetailCsv("=HYPERLINK(1)", records, language))
      expect(parsed.map((row) => row[2])).toEqual(guarded)
      for (const row of parsed)
        expect(row).toEqual(["'=HYPERLINK(1)", row[1], row[2], "-2.5", "'@min", "-1.25"])
    },
  )

  it("is told from a plain negative number, which is left as it is", () => {
    expect(csvCell("-5.00")).toBe("-5.00")
    expect(csvCell("-12")).toBe("-12")
    expect(csvCell("-1e-7")).toBe("-1e-7")
    expect(csvCell("-5.00+cmd")).toBe("'-5.00+cmd")
    expect(csvCell("- 5")).toBe("'- 5")
    expect(csvCell("Fibre = fast")).toBe("Fibre = fast")
    expect(csvCell("")).toBe("")
  })
})
