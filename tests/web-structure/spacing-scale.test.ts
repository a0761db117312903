import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { describe, expect, test } from "vitest"
import { spacingSteps } from "../../web/src/theme/tokens.ts"

const root = resolve(import.meta.dirname, "..", "..")
const web = join(root, "web")

/** Every declaration of the stylesheet Panda writes for the app's styles, as `property: value`. */
const declarations = (): ReadonlyArray<string> => {
  const target = join(mkdtempSync(join(tmpdir(), "panda-")), "styles.css")
  execFileSync(join(root, "node_modules", ".bin", "panda"), ["cssgen", "--outfile", target, "--silent"], {
    cwd: web,
  })
  return readFileSync(target, "utf8").match(/[a-z-]+:\s*[^;{}]+/gu) ?? []
}

/** Room around and between things: where the spacing scale applies. */
const spacingProperty = /^(padding|margin|gap|row-gap|column-gap)(-[a-z-]+)?:/u

/** The steps a declaration names (`var(--spacing-2\.5)` names 2.5). */
const stepsOf = (declaration: string): ReadonlyArray<string> =>
  [...declaration.matchAll(/var\(--spacing-([0-9a-z\\.]+)\)/gu)].map((match) =>
    (match[1] ?? "").replace("\\", ""),
  )

/** Lengths written as such rather than as a step; hairlines (borders, visually hidden text) are not room. */
const rawLengths = (declaration: string): ReadonlyArray<number> =>
  [...declaration.replace(/var\([^)]*\)/gu, "").matchAll(/(-?\d+(?:\.\d+)?)(px|rem|em)?\b/gu)]
    .map((match) => Number(match[1]))
    .filter((length) => Math.abs(length) > 2)

describe("the spacing scale", () => {
  // Panda writes the whole stylesheet from the sources: seconds on a busy shared machine.
  test("every padding, margin and gap of every page is a step of the scale", { timeout: 60_000 }, () => {
    const all = declarations()
    const spacing = all.filter((declaration) => spacingProperty.test(declaration))
    expect(spacing.length, "the stylesheet was read").toBeGreaterThan(50)
    const off = spacing.filter(
      (declaration) =>
        rawLengths(declaration).length > 0 ||
        stepsOf(declaration).some((step) => !spacingSteps.some((scaleStep) => scaleStep === step)),
    )
    expect([...new Set(off)]).toEqual([])
  })
})
