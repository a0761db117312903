// @vitest-environment jsdom
import { screen } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { renderPart } from "../testing/render-part.tsx"
import { BillStatusBadge } from "./bill-status-badge.tsx"

const today = "2026-11-22"

describe("BillStatusBadge", () => {
  test("says the status in words beside a drawing screen readers skip (spec §4: paid, past due, unpaid)", () => {
    renderPart(
      <ul>
        <li>
          <BillStatusBadge bill={{ isPaid: true, paymentDueDate: "2026-10-01" }} today={today} />
        </li>
        <li>
          <BillStatusBadge bill={{ isPaid: false, paymentDueDate: "2026-11-21" }} today={today} />
        </li>
        <li>
          <BillStatusBadge bill={{ isPaid: false, paymentDueDate: today }} today={today} />
        </li>
      </ul>,
    )
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Paid",
      "Past due",
      "Unpaid",
    ])
    for (const icon of document.querySelectorAll("svg")) expect(icon.getAttribute("aria-hidden")).toBe("true")
  })

  test("in French", () => {
    renderPart(<BillStatusBadge bill={{ isPaid: false, paymentDueDate: "2026-11-01" }} today={today} />, {
      language: "fr",
    })
    expect(screen.getByText("En retard")).toBeTruthy()
  })
})
