// @vitest-environment jsdom
import { beforeAll, describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { UsageChart } from "./usage-chart.tsx"

const periods = [
  { ATRTransactionID: "T1", statementDate: "2026-08-01", quantity: 120, charge: 10 },
  { ATRTransactionID: "T2", statementDate: "2026-09-01", quantity: 340, charge: 20 },
  { ATRTransactionID: "T3", statementDate: "2026-10-01", quantity: 275, charge: 15 },
]

describe("the usage chart's axis", () => {
  // jsdom lays nothing out: the chart keeps its default width.
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  })

  test("counts in round steps from zero to a round value at or above the largest quantity", () => {
    const { container } = renderPart(<UsageChart periods={periods} title="Usage" />)
    const ticks = [...container.querySelectorAll('text[text-anchor="end"]')].map((tick) => tick.textContent)
    expect(ticks).toEqual(["0", "50", "100", "150", "200", "250", "300", "350"])
  })

  test("draws each period's bar in proportion to its quantity, the largest nearest the top", () => {
    const { container } = renderPart(<UsageChart periods={periods} title="Usage" />)
    const heights = [...container.querySelectorAll("rect")].map((bar) => Number(bar.getAttribute("height")))
    expect(heights).toHaveLength(3)
    const [first = 0, second = 0, third = 0] = heights
    expect(first / second).toBeCloseTo(120 / 340, 5)
    expect(third / second).toBeCloseTo(275 / 340, 5)
  })
})
