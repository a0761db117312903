/**
 * The sign-in page's and the dashboard's weight: what a browser really loads
 * for them before the customer does anything must be what `npm run size` counts, and within its budget. A start-up step that loads
 * more at once (an eager dynamic import, say) shows up here even though the size report, which follows
 * the build manifest's static imports, would not see it.
 */
import { join } from "node:path"
import { loadedFiles, measureBuild, pages } from "../../scripts/size-report.ts"
import { builtManifest } from "./built-files.ts"
import { expect, type Page, personas, signIn, test } from "./fixtures.ts"

const dist = join(import.meta.dirname, "..", "..", "web", "dist")

const measuredPage = (label: string) => {
  const definition = pages.find((candidate) => candidate.label === label)
  if (definition === undefined) throw new Error(`the size report defines no ${label}`)
  const [measured] = measureBuild(dist, builtManifest(), [definition])
  if (measured === undefined) throw new Error(`${label} was not measured`)
  if (measured.kind !== "measured") throw new Error(measured.problem)
  return { budget: definition.budgetBytes ?? Number.POSITIVE_INFINITY, measured }
}

/**
 * What loads once the page is complete, on its `load` event: the installable app's files
 * (src/installable-app/in-app.ts, docs/decisions/027-installable-app-and-offline.md) and the API client with
 * the contract's codec (Effect), which start-up asks for when the page is idle. Not part of a page's first
 * load unless the page calls the API at once, as signed-in pages do (the report counts it there).
 */
const afterLoad = new Set(
  loadedFiles(builtManifest(), ["src/installable-app/in-app.ts", "src/api/client.ts"]),
)

/** The JavaScript and CSS files the page asks for from now on. */
const watchScripts = (page: Page): Set<string> => {
  const loaded = new Set<string>()
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (/\.(js|css)$/u.test(pathname)) loaded.add(pathname.replace(/^\//u, ""))
  })
  return loaded
}

/** What the page loaded that the size report does not count, but the installable app's. */
const notCounted = (loaded: ReadonlySet<string>, counted: ReadonlySet<string>): ReadonlyArray<string> =>
  [...loaded].filter((file) => !counted.has(file) && !afterLoad.has(file))

test("the sign-in page loads only what the size report counts, within its budget", async ({ page }) => {
  const loaded = watchScripts(page)
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  await page.waitForLoadState("networkidle")

  const { budget, measured } = measuredPage("sign-in page")
  const counted = new Set(measured.files.map((file) => file.file))
  expect(notCounted(loaded, counted), "loaded but not counted by npm run size").toEqual([])
  expect(loaded.size).toBeGreaterThan(0)
  expect(measured.gzipBytes).toBeLessThanOrEqual(budget)
})

test("a reload of the dashboard loads only what the size report counts, within its budget", async ({
  page,
}) => {
  // Carla has no system message: its dialog is the one part that loads only when there is one.
  await signIn(page, personas.carla.username, personas.carla.password)
  await expect(page.getByTestId("balance")).toBeVisible()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  const loaded = watchScripts(page)
  await page.reload()
  await expect(page.getByTestId("balance")).toBeVisible()
  await page.waitForLoadState("networkidle")

  const { budget, measured } = measuredPage("dashboard")
  const counted = new Set(measured.files.map((file) => file.file))
  expect(notCounted(loaded, counted), "loaded but not counted by npm run size").toEqual([])
  expect(
    [...counted].filter((file) => !loaded.has(file)),
    "counted by npm run size but not loaded",
  ).toEqual([])
  expect(measured.gzipBytes).toBeLessThanOrEqual(budget)
})

/** Loaded scripts the size report does not count for `label`, and the page's gzip total within its budget. */
const expectCounted = (label: string, loaded: ReadonlySet<string>): void => {
  const { budget, measured } = measuredPage(label)
  const counted = new Set(measured.files.map((file) => file.file))
  expect(notCounted(loaded, counted), `${label}: loaded but not counted by npm run size`).toEqual([])
  expect(loaded.size, `${label}: scripts loaded`).toBeGreaterThan(0)
  expect(measured.gzipBytes, `${label}: gzip bytes on first load`).toBeLessThanOrEqual(budget)
}

// Each screen's first load (a reload, nothing cached) is what `npm run size` counts for it, so the
// report's budget per route is the weight a browser really fetches before the customer acts.
for (const [label, path] of [
  ["billing", "/billing/bill-payment-history"],
  ["account settings", "/account/settings"],
  ["charge history", "/charge-history"],
  ["usage", "/usage"],
  ["password change", "/account/settings/password-reset"],
] as const) {
  test(`a reload of the ${label} screen loads only what the size report counts, within its budget`, async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
    const loaded = watchScripts(page)
    await page.reload()
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.waitForLoadState("networkidle")
    expectCounted(label, loaded)
  })
}

for (const [label, path] of [
  ["registration", "/register"],
  ["password reset", "/password-reset"],
  ["quick pay", "/quickpay"],
] as const) {
  test(`the ${label} page loads only what the size report counts, within its budget`, async ({ page }) => {
    const loaded = watchScripts(page)
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.waitForLoadState("networkidle")
    expectCounted(label, loaded)
  })
}

test("the receipt the card page comes back to loads only what the size report counts, within its budget", async ({
  page,
}) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  await page.getByRole("button", { name: "Make a payment" }).click()
  await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
  await page.getByLabel("Name on card").fill("Carla Nguyen")
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.locator("#expiry").fill("12/30")
  await page.locator("#cvc").fill("123")
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  const loaded = watchScripts(page)
  await page.getByRole("button", { name: "Pay now" }).click()
  await page.waitForURL((url) => url.pathname.endsWith("/payment-receipt"))
  await expect(page.getByTestId("receipt-amount")).toHaveText("$212.40")
  await page.waitForLoadState("networkidle")
  expectCounted("payment receipt", new Set([...loaded].filter((file) => !file.startsWith("__mock/"))))
})
