/**
 * index.html asks for the documents start-up reads (config.json, the theme, the language list, the
 * English texts) with the page. A preload the app's own fetch does not reuse would cost a second
 * download of each; this holds every one to exactly one request, and the page to working.
 */
import { expect, test } from "./fixtures.ts"

const preloaded = ["/config.json", "/theme/theme.json", "/language/Portal", "/language/Portal/en"]

test("each start-up document is fetched once: the preload is the one start-up uses", async ({ page }) => {
  const asked = new Map<string, number>()
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1)
  })
  const warnings: Array<string> = []
  page.on("console", (message) => {
    if (/preload/iu.test(message.text())) warnings.push(message.text())
  })
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(Object.fromEntries(preloaded.map((path) => [path, asked.get(path) ?? 0]))).toEqual(
    Object.fromEntries(preloaded.map((path) => [path, 1])),
  )
  expect(warnings).toEqual([])
})
