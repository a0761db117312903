/**
 * A screen whose code does not arrive (spec §9: "Loading a page chunk fails after a 120 s timeout with
 * 'Loading chunk failed'"), and one whose code fails to load: both say so, in the page's language, with a
 * way to reload, instead of a blank or half-English page.
 */

import { builtFileRequest, routeComponent } from "./built-files.ts"
import { expect, expectAccessible, fillSignInForm, personas, test } from "./fixtures.ts"

const aboutCode = builtFileRequest(routeComponent("about/index.tsx"))
const dashboardCode = builtFileRequest(routeComponent("dashboard.tsx"))

test("a screen whose code stalls fails after 120 s with 'Loading chunk failed'", async ({ page }) => {
  await page.clock.install()
  // The Dashboard's code never answers.
  await page.route(dashboardCode, () => undefined)
  const form = await fillSignInForm(page, personas.alice.username, personas.alice.password)
  await form.submit.click()
  await page.waitForURL((url) => url.pathname.includes("/dashboard"))

  await page.clock.fastForward(115_000)
  await expect(page.getByText("Loading chunk failed")).toHaveCount(0)
  await page.clock.fastForward(6_000)
  const failure = page.getByRole("alert").filter({ hasText: "Loading chunk failed" })
  await expect(failure).toBeVisible()
  await expect(failure.getByRole("button", { name: "Reload the page" })).toBeVisible()
  await expectAccessible(page, "a screen that did not load (en)")
})

test("a screen whose code fails to load says so in French, and reloading recovers", async ({ page }) => {
  let failing = true
  await page.route(aboutCode, (route) => (failing ? route.abort("connectionreset") : route.continue()))
  await page.goto("/fr/about")
  const failure = page.getByRole("alert").filter({ hasText: "Échec du chargement de la page" })
  await expect(failure).toBeVisible()
  await expectAccessible(page, "a screen that did not load (fr)")

  failing = false
  await failure.getByRole("button", { name: "Recharger la page" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "À propos" })).toBeVisible()
})
