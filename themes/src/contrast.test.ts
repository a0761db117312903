import { describe, expect, test } from "vitest"
import {
  contrastChecks,
  contrastProblems,
  contrastRatio,
  contrastRequirements,
  relativeLuminance,
} from "./contrast.ts"
import { loadTheme } from "./load-theme.ts"
import { themeIds } from "./themes-directory.ts"

describe("contrast arithmetic", () => {
  test("black on white is 21:1 and a colour on itself 1:1, in either order", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5)
    expect(contrastRatio("#FFFFFF", "#000000")).toBeCloseTo(21, 5)
    expect(contrastRatio("#4B2BB8", "#4b2bb8")).toBe(1)
  })

  test("matches published WCAG figures", () => {
    // #767676 on white is the classic lightest grey that still passes AA (4.54:1).
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2)
    expect(contrastRatio("#777777", "#FFFFFF")).toBeLessThan(4.5)
    expect(relativeLuminance("#FFFFFF")).toBe(1)
    expect(relativeLuminance("#000000")).toBe(0)
  })

  test("refuses what is not a #rrggbb colour", () => {
    expect(() => relativeLuminance("purple")).toThrow(RangeError)
  })

  test("a failing pair is a problem on styles.json naming both colours", () => {
    const problems = contrastProblems("grey-co", {
      colors: {
        primary: "#4B2BB8",
        onPrimary: "#FFFFFF",
        secondary: "#C2185B",
        background: "#FFFFFF",
        surface: "#FFFFFF",
        text: "#1B1536",
        mutedText: "#999999",
        border: "#D5CFEA",
        error: "#B3261E",
        warning: "#8A4B00",
        tip: "#1F56B8",
        success: "#1B7340",
        focus: "#7A45F5",
      },
      fonts: { body: "Arial", heading: "Arial" },
      radii: { control: "4px", card: "8px" },
      marketing: { alignment: "top", buttonVariant: "solid", corners: "round" },
    })
    expect(problems.map((problem) => problem.text)).toEqual([
      "grey-co/styles.json: colors.mutedText on colors.background contrast is 2.85:1, below the 4.5:1 that secondary page text needs",
      "grey-co/styles.json: colors.mutedText on colors.surface contrast is 2.85:1, below the 4.5:1 that secondary text on cards needs",
    ])
  })
})

describe.each(themeIds())("%s colours meet WCAG AA", (id) => {
  const required: ReadonlyArray<readonly [string, string, number]> = [
    ["text", "background", 4.5],
    ["text", "surface", 4.5],
    ["onPrimary", "primary", 4.5],
    ["mutedText", "background", 4.5],
    ["mutedText", "surface", 4.5],
    ["error", "surface", 4.5],
    ["success", "surface", 4.5],
    ["warning", "surface", 4.5],
    ["tip", "surface", 4.5],
    ["focus", "background", 3],
  ]

  test("every pair the brief requires is checked", () => {
    for (const [foreground, background, minimum] of required) {
      expect(contrastRequirements).toContainEqual(
        expect.objectContaining({ foreground, background, minimum }),
      )
    }
  })

  test("every checked pair reaches its minimum", async () => {
    const result = await loadTheme(id)
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.text).join("\n"))
    for (const check of contrastChecks(result.theme.styles)) {
      expect(
        check.ratio,
        `${check.foreground} ${result.theme.styles.colors[check.foreground]} on ${check.background} ${result.theme.styles.colors[check.background]}`,
      ).toBeGreaterThanOrEqual(check.minimum)
    }
    expect(contrastProblems(id, result.theme.styles)).toEqual([])
  })
})
