/**
 * On a computer whose scrollbars take room (Windows, Linux), a page that grows past the window as its
 * content arrives gets a scrollbar, and everything centred in it moved sideways by half the bar: 7 px of
 * the whole page (Lighthouse desktop measured 0.040 of layout shift on Bills and payments and Password
 * change). The window's scrollbar is there from the start (`overflow-y: scroll`, web/panda.config.ts).
 *
 * Playwright hides Chromium's scrollbars by default, which hides the shift too: this file's browser shows
 * them.
 */
import { expect, personas, signIn, test } from "./fixtures.ts"

test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] })
    },
    { scope: "worker" },
  ],
})

/** How wide a scrollbar is here: that of a box of its own, whatever the page does with its own. */
const scrollbarWidth = `(() => {
  const box = document.createElement("div")
  box.style.cssText = "position: absolute; overflow-y: scroll; width: 100px; height: 50px"
  document.body.append(box)
  const width = box.offsetWidth - box.clientWidth
  box.remove()
  return width
})()`

/** Each layout shift's moves: elements that kept their size but moved sideways, in CSS pixels. */
const watchSidewaysMoves = `(() => {
  window.__sidewaysMoves = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      for (const source of entry.sources) {
        const before = source.previousRect
        const after = source.currentRect
        if (before.width === after.width && before.x !== after.x && source.node) {
          window.__sidewaysMoves.push(source.node.nodeName + " by " + (after.x - before.x) + " px")
        }
      }
    }
  }).observe({ type: "layout-shift", buffered: true })
})()`

for (const { path, heading } of [
  { path: "/billing/bill-payment-history", heading: "Billing" },
  { path: "/account/settings/password-reset", heading: "Change your password" },
]) {
  test(`a signed-in page does not move sideways as it grows past the window: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 })
    await signIn(page, personas.alice.username, personas.alice.password)
    expect(await page.evaluate(scrollbarWidth), "this browser's scrollbars take room").toBeGreaterThan(0)

    await page.addInitScript({ content: watchSidewaysMoves })
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Need help?" })).toBeVisible()
    // Two frames more, for a shift the last change would cause.
    await page.evaluate(
      "new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))))",
    )
    expect(await page.evaluate("window.__sidewaysMoves")).toEqual([])
  })
}
