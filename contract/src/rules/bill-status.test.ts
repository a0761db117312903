import { describe, expect, test } from "vitest"
import { billStatus } from "./bill-status.ts"
import { isoDayOf } from "./calendar-date.ts"

const bill = (paymentDueDate: string, isPaid = false) => ({ paymentDueDate, isPaid })

describe("billStatus", () => {
  test("a paid bill is paid, even long past its due date", () => {
    expect(billStatus(bill("2020-01-01", true), "2026-11-23")).toBe("paid")
    expect(billStatus(bill("2026-12-01", true), "2026-11-23")).toBe("paid")
  })

  test("an unpaid bill due before today is past due", () => {
    expect(billStatus(bill("2026-11-22"), "2026-11-23")).toBe("pastDue")
    expect(billStatus(bill("2025-12-31"), "2026-01-01")).toBe("pastDue")
  })

  test("an unpaid bill due today is not past due yet", () => {
    expect(billStatus(bill("2026-11-23"), "2026-11-23")).toBe("unpaid")
  })

  test("an unpaid bill due later is unpaid", () => {
    expect(billStatus(bill("2026-11-24"), "2026-11-23")).toBe("unpaid")
    expect(billStatus(bill("2027-01-01"), "2026-12-31")).toBe("unpaid")
  })

  test("today is the UTC day of the server's now: 23:59 UTC is still the due day, 00:00 the next", () => {
    const due = bill("2026-11-23")
    expect(billStatus(due, isoDayOf(Date.parse("2026-11-23T23:59:59.999Z")))).toBe("unpaid")
    expect(billStatus(due, isoDayOf(Date.parse("2026-11-24T00:00:00.000Z")))).toBe("pastDue")
  })
})
