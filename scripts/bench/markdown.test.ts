import { describe, expect, test } from "vitest"
import { figure, ratio, table } from "./markdown.ts"

describe("benchmark tables", () => {
  test("a Markdown table, figures right-aligned, pipes in cells escaped", () => {
    expect(table(["page", "score"], [["a|b", "90"]])).toBe(
      ["| page | score |", "| ---- | ----: |", "| a\\|b |    90 |"].join("\n"),
    )
  })

  test("figures and ratios, a dash for what is missing", () => {
    expect(figure(12_345.678, 1)).toBe("12,345.7")
    expect(figure(undefined)).toBe("–")
    expect(ratio(1, 4)).toBe("0.25×")
    expect(ratio(1, 0)).toBe("–")
  })
})
