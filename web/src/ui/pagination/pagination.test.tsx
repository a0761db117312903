// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react"
import axe from "axe-core"
import { describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { pageWindow } from "./page-window.ts"
import { Pagination } from "./pagination.tsx"

const shown = (page: number, pageCount: number) => {
  const window = pageWindow(page, pageCount)
  return { pages: window.pages, first: window.first, last: window.last }
}

describe("the page window (spec §9: 4 page numbers from the current page, first/last when more than 1 away)", () => {
  test("one page: just page 1, no first or last", () => {
    expect(shown(1, 1)).toEqual({ pages: [1], first: false, last: false })
  })

  test("four pages", () => {
    expect(shown(1, 4)).toEqual({ pages: [1, 2, 3, 4], first: false, last: true })
    expect(shown(2, 4)).toEqual({ pages: [1, 2, 3, 4], first: false, last: true })
    expect(shown(4, 4)).toEqual({ pages: [1, 2, 3, 4], first: true, last: false })
  })

  test("five pages", () => {
    expect(shown(1, 5)).toEqual({ pages: [1, 2, 3, 4], first: false, last: true })
    expect(shown(2, 5)).toEqual({ pages: [2, 3, 4, 5], first: false, last: true })
    expect(shown(5, 5)).toEqual({ pages: [2, 3, 4, 5], first: true, last: false })
  })

  test("forty pages", () => {
    expect(shown(1, 40)).toEqual({ pages: [1, 2, 3, 4], first: false, last: true })
    expect(shown(2, 40)).toEqual({ pages: [2, 3, 4, 5], first: false, last: true })
    expect(shown(5, 40)).toEqual({ pages: [5, 6, 7, 8], first: true, last: true })
    expect(shown(40, 40)).toEqual({ pages: [37, 38, 39, 40], first: true, last: false })
  })

  test("near the end the window keeps four numbers and ends on the last page", () => {
    expect(shown(38, 40).pages).toEqual([37, 38, 39, 40])
    expect(shown(39, 40)).toEqual({ pages: [37, 38, 39, 40], first: true, last: false })
    expect(shown(37, 40)).toEqual({ pages: [37, 38, 39, 40], first: true, last: true })
  })

  test("previous and next at the ends; a page out of range counts as the nearest", () => {
    expect(pageWindow(1, 5)).toMatchObject({ current: 1, previous: false, next: true })
    expect(pageWindow(5, 5)).toMatchObject({ current: 5, previous: true, next: false })
    expect(pageWindow(9, 5)).toMatchObject({ current: 5, pages: [2, 3, 4, 5] })
    expect(pageWindow(0, 5)).toMatchObject({ current: 1, pages: [1, 2, 3, 4] })
    expect(pageWindow(1, 0).pages).toEqual([])
  })
})

describe("the pagination part", () => {
  test("a named navigation; the current page marked; first/previous/next/last by name; choosing reports the page", async () => {
    const chosen: Array<number> = []
    renderPart(<Pagination page={5} pageCount={40} onPageChange={(page) => chosen.push(page)} />)
    const nav = screen.getByRole("navigation", { name: "Pages" })
    const buttons = within(nav).getAllByRole("button")
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "First page",
      "Previous page",
      "Page 5",
      "Page 6",
      "Page 7",
      "Page 8",
      "Next page",
      "Last page",
    ])
    const current = within(nav).getByRole("button", { name: "Page 5" })
    expect(current.getAttribute("aria-current")).toBe("page")
    // Filled like a main button, not greyed out as a disabled one would be.
    expect(current.className).toContain("button--variant_solid")
    expect(current.hasAttribute("aria-disabled")).toBe(false)
    expect(within(nav).getByRole("button", { name: "Page 6" }).className).toContain("button--variant_outline")
    fireEvent.click(within(nav).getByRole("button", { name: "Page 7" }))
    fireEvent.click(within(nav).getByRole("button", { name: "Last page" }))
    fireEvent.click(within(nav).getByRole("button", { name: "Previous page" }))
    fireEvent.click(within(nav).getByRole("button", { name: "Page 5" }))
    expect(chosen).toEqual([7, 40, 4])
    const { violations } = await axe.run(document.body, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    })
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })

  test("in French; nothing for a single page", () => {
    const { unmount } = renderPart(<Pagination page={1} pageCount={1} onPageChange={() => {}} />)
    expect(screen.queryByRole("navigation")).toBeNull()
    unmount()
    renderPart(<Pagination page={1} pageCount={5} onPageChange={() => {}} />, { language: "fr" })
    const nav = screen.getByRole("navigation", { name: "Pages" })
    expect(within(nav).getByRole("button", { name: "Page précédente" })).toHaveProperty("disabled", true)
    expect(within(nav).getByRole("button", { name: "Dernière page" })).toBeTruthy()
    expect(within(nav).queryByRole("button", { name: "Première page" })).toBeNull()
  })
})
