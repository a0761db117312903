import { describe, expect, test } from "vitest"
import { billingSearch } from "./billing-search.ts"

describe("billingSearch", () => {
  test("an address without a search opens the bills from page 1 on the default range", () => {
    expect(billingSearch({})).toEqual({})
  })

  test("keeps the tab, the page and a real range", () => {
    expect(
      billingSearch({ currentView: "payments", page: 3, startDate: "2024-11-22", endDate: "2026-11-22" }),
    ).toEqual({ currentView: "payments", page: 3, startDate: "2024-11-22", endDate: "2026-11-22" })
  })

  test("an unknown tab, page or day is left out rather than shown as an error", () => {
    expect(billingSearch({ currentView: "charges", page: 0, startDate: "2026-2-3", endDate: "x" })).toEqual(
      {},
    )
    expect(billingSearch({ page: 2.5 })).toEqual({})
    expect(billingSearch({ page: "2" })).toEqual({ page: 2 })
    expect(billingSearch({ startDate: "2026-1-05", endDate: "2026-11-22" })).toEqual({})
  })

  test("a range needs both its ends", () => {
    expect(billingSearch({ startDate: "2026-11-22" })).toEqual({})
  })

  test("payments since the last bill belong to the payments tab only", () => {
    expect(billingSearch({ currentView: "payments", sinceLastBill: true })).toEqual({
      currentView: "payments",
      sinceLastBill: true,
    })
    expect(billingSearch({ sinceLastBill: true })).toEqual({})
  })
})
