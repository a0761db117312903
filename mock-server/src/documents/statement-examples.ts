import type { Charge } from "@billpath/contract"
import type { BillStatement } from "./bill-statement.ts"

// The statements the document tests draw from.

/** A 2×2 RGBA PNG: the alpha channel takes pdfkit's slower path (a soft mask), so it is the one to test. */
export const tinyLogoPng = Uint8Array.from(
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

export const typicalCharges: ReadonlyArray<Charge> = [
  charge("Fibre Internet 500", 65, 8.45),
  charge("Home phone, unlimited Canada & US", 20, 2.6),
  charge('Long distance: "Overseas" bundle', 12.5, 1.63, 42),
  charge("Loyalty credit", -27.21, -3.54),
  charge("Équipement: modem Wi‑Fi 6 (location)", 4.5, 0.24),
]

export const typicalStatement = (language: BillStatement["language"]): BillStatement => ({
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
export const longCharges = (count: number): ReadonlyArray<Charge> =>
  Array.from({ length: count }, (_, index) =>
    charge(
      index % 7 === 0
        ? `Usage charge ${index + 1}: roaming data, zone ${index % 5}, billed per megabyte with a long description`
        : `Usage charge ${index + 1}`,
      1 + index,
      0.13 * (1 + index),
    ),
  )
