// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { beforeAll, describe, expect, test, vi } from "vitest"
import { atFirstMutation } from "../../testing/at-first-mutation.ts"
import { describedText } from "../../testing/described-text.ts"
import { renderPart } from "../../testing/render-part.tsx"
import { DateRangeSearchForm } from "./date-range-search.tsx"

const range = { startDate: "11/23/2025", endDate: "11/23/2026" }

const fields = () => ({
  start: screen.getByRole("textbox", { name: "Start date" }),
  end: screen.getByRole("textbox", { name: "End date" }),
  search: screen.getByRole("button", { name: "Search" }),
})

/** The field's hint and error, as a screen reader reads them with the field. */
const errorOf = (input: HTMLElement) => describedText(input)

// Two Ark date pickers and the contract's schemas make these the slowest part tests; on a shared
// two-core machine they need more than vitest's default five seconds.
describe("the date-range search (spec §5 Date search)", { timeout: 30_000 }, () => {
  // The field messages load on first use (a dynamic import); load them once before the clock runs.
  beforeAll(async () => {
    await import("../../i18n/message-key.ts")
  })

  test("starts from the screen's range; a valid search calls back with it and page 1", async () => {
    const onSearch = vi.fn()
    renderPart(<DateRangeSearchForm range={range} onSearch={onSearch} />)
    const { start, end, search } = fields()
    expect(start).toHaveProperty("value", "11/23/2025")
    expect(end).toHaveProperty("value", "11/23/2026")
    fireEvent.change(start, { target: { value: "01/01/2026" } })
    fireEvent.click(search)
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ startDate: "01/01/2026", endDate: "11/23/2026", page: 1 }),
    )
  })

  test("invalid dates get the contract's start and end messages; nothing is searched", async () => {
    const onSearch = vi.fn()
    renderPart(<DateRangeSearchForm range={range} onSearch={onSearch} />)
    const { start, end, search } = fields()
    fireEvent.change(start, { target: { value: "02/30/2026" } })
    fireEvent.change(end, { target: { value: "" } })
    const focusWhenShown = atFirstMutation(
      () => errorOf(start).includes("Invalid Start Date"),
      () => document.activeElement,
    )
    fireEvent.click(search)
    // The Search button is disabled while the form checks, so the focus must be on the field by the
    // time the message shows: a screen reader then reads the field with its message.
    expect(await focusWhenShown, "the first invalid field has the focus as its message shows").toBe(start)
    expect(errorOf(end)).toContain("Invalid End Date")
    expect(onSearch).not.toHaveBeenCalled()
  })

  test("a start after the end is reported on the start date; equal dates are a one-day range", async () => {
    const onSearch = vi.fn()
    renderPart(<DateRangeSearchForm range={range} onSearch={onSearch} />, { language: "fr" })
    const start = screen.getByRole("textbox", { name: "Date de début" })
    // French fields show and take YYYY-MM-DD; the search still gets MM/DD/YYYY.
    expect(start).toHaveProperty("value", "2025-11-23")
    fireEvent.change(start, { target: { value: "2026-12-01" } })
    fireEvent.click(screen.getByRole("button", { name: "Rechercher" }))
    await waitFor(() =>
      expect(errorOf(start)).toContain("La date de début doit précéder ou égaler la date de fin"),
    )
    expect(onSearch).not.toHaveBeenCalled()
    fireEvent.change(start, { target: { value: "2026-11-23" } })
    expect(errorOf(start), "typing clears the message").not.toContain("La date de début doit précéder")
    fireEvent.click(screen.getByRole("button", { name: "Rechercher" }))
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ startDate: "11/23/2026", endDate: "11/23/2026", page: 1 }),
    )
  })

  test("typing goes through the MM/DD/YYYY mask", () => {
    renderPart(<DateRangeSearchForm range={{ startDate: "", endDate: "" }} onSearch={vi.fn()} />)
    const { start } = fields()
    fireEvent.change(start, { target: { value: "12" } })
    expect(start).toHaveProperty("value", "12/")
  })
})
