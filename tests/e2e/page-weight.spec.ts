/**
 * The sign-in page's weight (issue 4 item 11): what a browser really loads for it before the customer
 * does anything must be what `npm run size` counts, and within its budget. A start-up step that loads
 * more at once (an eager dynamic import, say) shows up here even though the size report, which follows
 * the build manifest's static imports, would not see it.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Schema } from "effect"
import { Manifest, measurePage, pages } from "../../scripts/size-report.ts"
import { expect, test } from "./fixtures.ts"

const dist = join(import.meta.dirname, "..", "..", "web", "dist")

test("the sign-in page loads only what the size report counts, within its budget", async ({ page }) => {
  const loaded = new Set<string>()
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (/\.(js|css)$/u.test(pathname)) loaded.add(pathname.replace(/^\//u, ""))
  })
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  await page.waitForLoadState("networkidle")

  const signInPage = pages.find((definition) => definition.label === "sign-in page")
  if (signInPage === undefined) throw new Error("the size report defines no sign-in page")
  const manifest = Schema.decodeUnknownSync(Manifest)(
    JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")),
  )
  const measured = measurePage(manifest, signInPage, (file) => readFileSync(join(dist, file)))
  if (measured.kind !== "measured") throw new Error(measured.problem)
  const counted = new Set(measured.files.map((file) => file.file))

  expect(
    [...loaded].filter((file) => !counted.has(file)),
    "loaded but not counted by npm run size",
  ).toEqual([])
  expect(loaded.size).toBeGreaterThan(0)
  expect(measured.gzipBytes).toBeLessThanOrEqual(signInPage.budgetBytes ?? Number.POSITIVE_INFINITY)
})
