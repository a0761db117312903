import { scaleBand, scaleLinear } from "d3-scale"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bandScale, heightScale } from "./chart-scales.ts"

describe("the usage chart's scales give d3's answers", () => {
  it("heights and ticks, for any largest quantity and chart height", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.integer({ min: 40, max: 800 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (most, height, share) => {
          const ours = heightScale(most, height)
          const d3 = scaleLinear().domain([0, most]).range([height, 0]).nice()
          expect(ours.ticks(5)).toEqual(d3.ticks(5))
          const value = most * share
          expect(ours.at(value)).toBeCloseTo(d3(value), 9)
        },
      ),
      { numRuns: 500, seed: 18 },
    )
  })

  it("bands, for any number of periods and chart width", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 120, max: 2000 }), (count, width) => {
        const keys = Array.from({ length: count }, (_, index) => `T${index}`)
        const ours = bandScale(keys, width, 0.25)
        const d3 = scaleBand<string>().domain(keys).range([0, width]).padding(0.25)
        expect(ours.bandwidth).toBeCloseTo(d3.bandwidth(), 9)
        for (const key of keys) expect(ours.at(key)).toBeCloseTo(d3(key) ?? Number.NaN, 9)
        expect(ours.at("unknown")).toBeUndefined()
      }),
      { numRuns: 300, seed: 18 },
    )
  })
})
