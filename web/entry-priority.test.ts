import { expect, test } from "vitest"
import { withLowPriorityEntry } from "./entry-priority.ts"

test("the app's entry script is asked for at low priority", () => {
  expect(withLowPriorityEntry('<script type="module" crossorigin src="/assets/index-1.js"></script>')).toBe(
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
  )
})

test("a page whose entry tag Vite wrote otherwise fails the build", () => {
  expect(() => withLowPriorityEntry('<script type="module" src="/assets/index-1.js"></script>')).toThrow(
    /no entry script tag/u,
  )
})
