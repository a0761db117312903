// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { AlertList } from "./alert-list.tsx"
import { alertsAtom, type PortalAlert, showAlertAtom } from "./alerts-atoms.ts"

const five: ReadonlyArray<PortalAlert> = [
  { priority: 1, text: "First: an error" },
  { priority: 2, text: "Second: a warning" },
  { priority: 3, text: "Third: a tip" },
  { priority: 4, text: "Fourth: a success" },
  { priority: 1, text: "Fifth: another error" },
]

describe("the alert list (spec §2)", () => {
  test("shows three at a time; More shows the rest, Less hides them again", () => {
    const { store } = renderPart(<AlertList />)
    act(() => store.set(alertsAtom, five))
    const region = screen.getByRole("region", { name: "Messages" })
    expect(within(region).queryByText("Fourth: a success")).toBeNull()
    expect(within(region).getByText("Third: a tip")).toBeTruthy()

    const more = within(region).getByRole("button", { name: "More (2)" })
    expect(more.getAttribute("aria-expanded")).toBe("false")
    fireEvent.click(more)
    expect(within(region).getByText("Fifth: another error")).toBeTruthy()
    const less = within(region).getByRole("button", { name: "Less" })
    expect(less.getAttribute("aria-expanded")).toBe("true")
    fireEvent.click(less)
    expect(within(region).queryByText("Fifth: another error")).toBeNull()
  })

  test("errors and warnings interrupt a screen reader, tips and successes wait; each says its kind", () => {
    const { store } = renderPart(<AlertList />)
    act(() => store.set(alertsAtom, five.slice(0, 3)))
    // What a screen reader says: the icon's name, then the message.
    const spoken = (element: HTMLElement) =>
      `${within(element).getByRole("img").getAttribute("aria-label") ?? ""}: ${element.textContent ?? ""}`
    expect(screen.getAllByRole("alert").map(spoken)).toEqual([
      "Error: First: an error",
      "Warning: Second: a warning",
    ])
    expect(screen.getAllByRole("status").map(spoken)).toEqual(["Tip: Third: a tip"])
    // Three fit: no More button.
    expect(screen.queryByRole("button")).toBeNull()
    act(() => store.set(alertsAtom, five.slice(3, 4)))
    expect(screen.getAllByRole("status").map(spoken)).toEqual(["Success: Fourth: a success"])
    expect(screen.queryByRole("alert")).toBeNull()
  })

  test("adding one alert replaces the list", () => {
    const { store } = renderPart(<AlertList />)
    act(() => store.set(alertsAtom, five))
    act(() => store.set(showAlertAtom, { priority: 4, text: "Update successful!" }))
    expect(screen.getByRole("status").textContent).toContain("Update successful!")
    expect(screen.queryByText("First: an error")).toBeNull()
    expect(screen.queryByRole("button")).toBeNull()
  })

  test("in French", () => {
    const { store } = renderPart(<AlertList />, { language: "fr" })
    act(() => store.set(alertsAtom, five))
    const region = screen.getByRole("region", { name: "Messages" })
    fireEvent.click(within(region).getByRole("button", { name: "Plus (2)" }))
    expect(within(region).getByRole("button", { name: "Moins" })).toBeTruthy()
    const [first] = screen.getAllByRole("alert")
    if (first === undefined) throw new Error("no alert")
    expect(within(first).getByRole("img", { name: "Erreur" })).toBeTruthy()
  })
})
