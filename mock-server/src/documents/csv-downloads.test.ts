import type { Charge, UsageRow } from "@billpath/contract"
import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import { chargesCsv } from "./charges-csv.ts"
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
