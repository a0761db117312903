// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react"
import axe from "axe-core"
import { describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { type Column, DataTable } from "./data-table.tsx"

interface Bill {
  readonly date: string
  readonly amount: string
}

const columns: ReadonlyArray<Column<Bill>> = [
  { key: "date", header: "Statement date", cell: (bill) => bill.date },
  { key: "amount", header: "Amount", cell: (bill) => bill.amount, align: "end" },
]
const bills: ReadonlyArray<Bill> = [
  { date: "11/01/2026", amount: "$84.17" },
  { date: "10/01/2026", amount: "$79.02" },
]

const table = (rows: ReadonlyArray<Bill>) => (
  <DataTable
    caption="Your bills"
    columns={columns}
    rows={rows}
    rowKey={(bill) => bill.date}
    emptyMessage="Sorry, no bills found"
    details={{
      content: (bill) => <p>Charges of {bill.date}</p>,
      label: (bill) => `Details of the bill of ${bill.date}`,
    }}
    actions={{ header: "Actions", cell: (bill) => <button type="button">Download {bill.date}</button> }}
  />
)

describe("the data table", () => {
  test("a caption names it, headers are column headers, and each cell names its column for narrow screens", () => {
    renderPart(table(bills))
    const grid = screen.getByRole("table", { name: "Your bills" })
    const headers = within(grid).getAllByRole("columnheader")
    expect(headers.map((header) => header.textContent)).toEqual([
      "Details",
      "Statement date",
      "Amount",
      "Actions",
    ])
    expect(headers.every((header) => header.getAttribute("scope") === "col")).toBe(true)
    // On narrow screens the headers are off screen: each cell's generated text starts with its column's name.
    const amount = within(grid).getByRole("cell", { name: "$84.17" })
    expect(amount.getAttribute("data-label")).toBe("Amount:")
    expect(within(grid).getByRole("button", { name: "Download 11/01/2026" })).toBeTruthy()
  })

  test("a row's details button opens and closes the details row under it", async () => {
    renderPart(table(bills))
    const button = screen.getByRole("button", { name: "Details of the bill of 11/01/2026" })
    expect(button.getAttribute("aria-expanded")).toBe("false")
    const detailsRow = document.getElementById(button.getAttribute("aria-controls") ?? "")
    expect(detailsRow?.hidden).toBe(true)
    expect(screen.queryByText("Charges of 11/01/2026")).toBeNull()

    // A button: Enter and Space reach it as a click.
    fireEvent.click(button)
    expect(button.getAttribute("aria-expanded")).toBe("true")
    expect(detailsRow?.hidden).toBe(false)
    expect(screen.getByText("Charges of 11/01/2026")).toBeTruthy()
    // Only that row opened.
    expect(
      screen.getByRole("button", { name: "Details of the bill of 10/01/2026" }).getAttribute("aria-expanded"),
    ).toBe("false")
    const { violations } = await axe.run(document.body, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    })
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])

    fireEvent.click(button)
    expect(button.getAttribute("aria-expanded")).toBe("false")
    expect(detailsRow?.hidden).toBe(true)
  })

  test("on narrow screens a secondary column leaves the row for its opened details, named by its header", () => {
    renderPart(
      <DataTable
        caption="Your bills"
        columns={[
          { key: "date", header: "Statement date", cell: (bill: Bill) => bill.date },
          { key: "amount", header: "Amount", cell: (bill: Bill) => bill.amount, secondary: true },
        ]}
        rows={bills}
        rowKey={(bill) => bill.date}
        emptyMessage="Sorry, no bills found"
        details={{ label: (bill) => `More about the bill of ${bill.date}` }}
      />,
    )
    const cell = screen.getByRole("cell", { name: "$84.17" })
    expect(cell.dataset.secondary).toBe("true")
    const button = screen.getByRole("button", { name: "More about the bill of 11/01/2026" })
    // There only for the narrow screens' secondary cells: wide screens show them in the row.
    expect(button.closest("td")?.dataset.narrowOnly).toBe("true")
    fireEvent.click(button)
    const details = document.getElementById(button.getAttribute("aria-controls") ?? "")
    expect(details?.hidden).toBe(false)
    const terms = within(details ?? document.body).getAllByRole("term")
    expect(terms.map((term) => term.textContent)).toEqual(["Amount"])
    expect(within(details ?? document.body).getByRole("definition").textContent).toBe("$84.17")
  })

  test("no rows: the empty message under the headers", () => {
    renderPart(table([]))
    const grid = screen.getByRole("table", { name: "Your bills" })
    expect(within(grid).getByRole("cell", { name: "Sorry, no bills found" }).getAttribute("colspan")).toBe(
      "4",
    )
  })
})
