import { describe, expect, test } from "vitest"
import { formatReceiptTime } from "./receipt-time.ts"

describe("formatReceiptTime", () => {
  test("reads in Chicago's time, standard or daylight, with the zone named", () => {
    expect(formatReceiptTime("2026-11-22T15:00:00Z", "en")).toBe("11/22/2026, 9:00 AM CST")
    expect(formatReceiptTime("2026-07-01T15:00:00Z", "en")).toBe("07/01/2026, 10:00 AM CDT")
  })

  test("in French, the Canadian short date and a 24-hour time", () => {
    expect(formatReceiptTime("2026-11-22T15:00:00Z", "fr")).toMatch(/^2026-11-22 0?9 h 00 \S+$/u)
  })

  test("an instant after midnight UTC is still the day before in Chicago", () => {
    expect(formatReceiptTime("2026-11-23T02:30:00Z", "en")).toBe("11/22/2026, 8:30 PM CST")
  })

  test("a value that is no instant is shown as it came rather than as Invalid Date", () => {
    expect(formatReceiptTime("soon", "en")).toBe("soon")
  })
})
