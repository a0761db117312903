/**
 * Pages hold still while they load: a short page on a phone must not have its footer jump when the help
 * block's code arrives (Lighthouse measured 0.38 on the About sub-pages before the footer waited for it).
 */
import { expect, test } from "./fixtures.ts"

test("a short page on a phone holds still while the help block arrives", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.addInitScript({
    content: `(() => {
      window.__layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.hadRecentInput) window.__layoutShift += entry.value
        }
      }).observe({ type: "layout-shift", buffered: true })
    })()`,
  })
  // The help block's code held back until the page has painted, as on a slow connection.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/help-block-[\w-]+\.js$/u, async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/about/site-map")
  await expect(page.getByRole("heading", { level: 1, name: "Site map" })).toBeVisible()
  release()
  await expect(page.getByRole("heading", { name: "Need help?" })).toBeVisible()
  await expect(page.getByRole("contentinfo")).toBeVisible()
  expect(Number(await page.evaluate("window.__layoutShift"))).toBeLessThan(0.01)
})

test("the footer below a phone's first screen is drawn after it, and scrolling to it moves nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.addInitScript({
    content: `(() => {
      window.__layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__layoutShift += entry.value
      }).observe({ type: "layout-shift", buffered: true })
      // The footer's drawing is the browser's to schedule (content-visibility: auto): its changes of state.
      window.__footerStates = []
      document.addEventListener(
        "contentvisibilityautostatechange",
        (event) => {
          if (event.target instanceof Element && event.target.matches("footer")) window.__footerStates.push(event.skipped)
        },
        true,
      )
    })()`,
  })
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  // Left out of the first screen's style and layout work, then drawn in a frame of its own
  // (docs/decisions.md, "The footer is drawn in a frame of its own").
  await expect.poll(() => page.evaluate("window.__footerStates")).toContain(false)
  const footer = page.getByRole("contentinfo")
  const link = footer.getByRole("link", { name: "Accessibility statement" })

  // Scrolled down by steps, as a finger would.
  for (let step = 0; step < 12; step += 1) await page.mouse.wheel(0, 150)
  await expect(link).toBeInViewport()
  expect(await link.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(
    true,
  )
  expect(Number(await page.evaluate("window.__layoutShift"))).toBeLessThan(0.01)
})
