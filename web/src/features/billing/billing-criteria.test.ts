import { describe, expect, test } from "vitest"
import { billingCriteria } from "./billing-data.ts"

const today = "2026-11-22"

describe("billingCriteria", () => {
  test("an address without a search shows the bills of the last year up to today, from page 1", () => {
    expect(billingCriteria({}, today)).toEqual({
      view: "bills",
      page: 1,
      startDate: "2025-11-22",
      endDate: "2026-11-22",
      sinceLastBill: false,
    })
  })

  test("keeps the tab, page, range and since-last-bill of the address", () => {
    expect(
      billingCriteria(
        {
          currentView: "payments",
          page: 2,
          startDate: "2024-11-22",
          endDate: "2026-11-22",
          sinceLastBill: true,
        },
        today,
      ),
    ).toEqual({
      view: "payments",
      page: 2,
      startDate: "2024-11-22",
      endDate: "2026-11-22",
      sinceLastBill: true,
    })
  })

  test("a day that does not exist, or a start after the end, gives the default range", () => {
    const fallback = { startDate: "2025-11-22", endDate: "2026-11-22" }
    expect(billingCriteria({ startDate: "2026-02-30", endDate: "2026-03-01" }, today)).toMatchObject(fallback)
    expect(billingCriteria({ startDate: "2026-11-23", endDate: "2026-11-22" }, today)).toMatchObject(fallback)
  })

  test("a one-day range is a range", () => {
    expect(billingCriteria({ startDate: "2026-11-01", endDate: "2026-11-01" }, today)).toMatchObject({
      startDate: "2026-11-01",
      endDate: "2026-11-01",
    })
  })
})
