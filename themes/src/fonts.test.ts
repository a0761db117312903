import { describe, expect, test } from "vitest"
import { fontFamilies, fontProblems } from "./fonts.ts"
import { loadTheme } from "./load-theme.ts"
import { themeIds } from "./themes-directory.ts"

describe("theme fonts", () => {
  test("every provider theme names only system fonts, ending in a generic family", async () => {
    for (const id of themeIds()) {
      const loaded = await loadTheme(id)
      if (!loaded.ok) throw new Error(`${id} does not load`)
      expect(fontProblems(id, loaded.theme.styles)).toEqual([])
      for (const stack of Object.values(loaded.theme.styles.fonts))
        expect(["serif", "sans-serif"]).toContain(fontFamilies(stack).at(-1))
    }
  })

  test("a web font the portal does not ship is a problem, named with its field", async () => {
    const loaded = await loadTheme("aurora-telecom")
    if (!loaded.ok) throw new Error("aurora-telecom does not load")
    const styles = {
      ...loaded.theme.styles,
      fonts: { body: "Inter, 'Segoe UI', sans-serif", heading: "'Source Sans 3', serif" },
    }
    expect(fontProblems("aurora-telecom", styles).map((problem) => problem.text)).toEqual([
      'aurora-telecom/styles.json: fonts.body names "Inter", which is not a system font; the portal ships no font files',
      'aurora-telecom/styles.json: fonts.heading names "Source Sans 3", which is not a system font; the portal ships no font files',
    ])
  })
})
