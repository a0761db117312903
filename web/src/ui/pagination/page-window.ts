/** What the pagination shows around the current page (spec §9). */
export interface PageWindow {
  /** The current page, within 1…pageCount. */
  readonly current: number
  /** The page numbers shown, in order: at most four. */
  readonly pages: ReadonlyArray<number>
  readonly previous: boolean
  readonly next: boolean
  /** The first-page button: only when page 1 is more than one page before the current one. */
  readonly first: boolean
  /** The last-page button: only when the last page is more than one page after the current one. */
  readonly last: boolean
}

/** Spec §9: "shows 4 page numbers from the current page". */
export const pageNumbersShown = 4

// Spec §9's window ends on the last page near the end; First and Last show only beyond Previous and Next's
// reach, and a stale page counts as the nearest real one.
export const pageWindow = (page: number, pageCount: number): PageWindow => {
  const count = Math.max(0, Math.floor(pageCount))
  if (count === 0) return { current: 1, pages: [], previous: false, next: false, first: false, last: false }
  const current = Math.min(Math.max(1, Math.floor(page)), count)
  const start = Math.max(1, Math.min(current, count - pageNumbersShown + 1))
  const end = Math.min(count, start + pageNumbersShown - 1)
  return {
    current,
    pages: Array.from({ length: end - start + 1 }, (_, index) => start + index),
    previous: current > 1,
    next: current < count,
    first: current - 1 > 1,
    last: count - current > 1,
  }
}
