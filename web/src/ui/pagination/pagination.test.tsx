import { describe, expect, test } from "vitest"
import { pageWindow } from "./page-window.ts"

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
