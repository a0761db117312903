import { describe, expect, test } from "vitest"
import { median, percentile } from "./stats.ts"

describe("bench statistics", () => {
  test("nearest rank: the median and p95 are values of the sample", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => 20 - index)
    expect(median(twenty)).toBe(10)
    expect(percentile(twenty, 0.95)).toBe(19)
    expect(median([3, 1, 2])).toBe(2)
    expect(percentile([5], 0.99)).toBe(5)
  })

  test("an empty sample has no figure", () => {
    expect(median([])).toBeUndefined()
  })
})
