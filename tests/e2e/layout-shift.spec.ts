/**
 * Pages hold still while they load: a short page on a phone must not have its footer jump when the help
 * block's code arrives (Lighthouse measured 0.38 on the About sub-pages before the footer waited for it),
 * and a short page on a computer, whose footer is in view at once, must not move as it is drawn.
 */

import { builtFileRequest } from "./built-files.ts"
import { expect, test, watchLayoutShifts } from "./fixtures.ts"

test("a short page on a phone holds still while the help block arrives", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  const layoutShift = await watchLayoutShifts(page)
  // The help block's code held back until the page has painted, as on a slow connection.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(builtFileRequest("src/chrome/help-block.tsx"), async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/about/site-map")
  await expect(page.getByRole("heading", { level: 1, name: "Site map" })).toBeVisible()
  release()
  await expect(page.getByRole("heading", { name: "Need help?" })).toBeVisible()
  await expect(page.getByRole("contentinfo")).toBeVisible()
  expect(await layoutShift()).toBeLessThan(0.01)
})

// Lighthouse's desktop run measured 0.096 here when the footer was first laid out at a guessed height
// and then at its own (docs/decisions/025-server-data-and-loading.md).
for (const path of ["/about/site-map", "/about/feedback", "/about/privacy-policy", "/about/terms-of-use"]) {
  test(`a short page on a computer holds still as it loads: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const layoutShift = await watchLayoutShifts(page)
    await page.goto(path)
    await expect(page.getByRole("heading", { name: "Need help?" })).toBeVisible()
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Accessibility statement" }),
    ).toBeVisible()
    // Two frames more, for a shift the last change would cause.
    await page.evaluate(
      "new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))",
    )
    expect(await layoutShift()).toBeLessThan(0.01)
  })
}
