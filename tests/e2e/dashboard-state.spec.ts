/**
 * The dashboard tells customers where they stand: the overview card and the
 * header's due line for each account state — overdue, autopay processing, autopay scheduled, all paid up
 * after a real payment — the recent bills and payment method cards, and a reload on a slow API that
 * paints the header and skeletons at once without the page jumping when the data arrives.
 */
import type { Request } from "@playwright/test"
import { builtFileRequest } from "./built-files.ts"
import {
  apiPathOf,
  dismissSystemMessage,
  expect,
  expectAccessible,
  type Lang,
  mockNow,
  type Page,
  personas,
  signIn,
  test,
  watchLayoutShifts,
} from "./fixtures.ts"
import { rgb, themeFiles } from "./theme-files.ts"

const aurora = themeFiles("aurora-telecom").styles.colors

/** The day `offset` days from the mock's today (UTC), in the portal's short format for the language. */
const shortDay = (offset: number, lang: Lang): string => {
  const day = new Date(mockNow)
  day.setUTCDate(day.getUTCDate() + offset)
  const two = (value: number) => String(value).padStart(2, "0")
  return lang === "en"
    ? `${two(day.getUTCMonth() + 1)}/${two(day.getUTCDate())}/${day.getUTCFullYear()}`
    : day.toISOString().slice(0, 10)
}

/** The overview card's timeline, step by step: label, date, and what screen readers hear after a past step. */
const expectTimeline = async (
  page: Page,
  name: string,
  steps: ReadonlyArray<readonly [string, string, string]>,
): Promise<void> => {
  const items = overview(page).getByRole("list", { name }).getByRole("listitem")
  await expect(items).toHaveText(steps.map((step) => step.join("")))
}

const overview = (page: Page) => page.getByRole("region", { name: /^(Account overview|Aperçu du compte)$/ })
const standing = (page: Page) => page.getByTestId("payment-status")
const headerLine = (page: Page) => page.getByRole("banner").getByTestId("header-standing")
const headerAutopay = (page: Page) => page.getByRole("banner").getByTestId("header-autopay")
const payButton = (page: Page) =>
  overview(page).getByRole("button", { name: /^(Make a payment|Effectuer un paiement)$/ })

test("Carla is overdue by 9 days: the card and the header say so, the pay action leads (en, fr)", async ({
  page,
}) => {
  const carla = personas.carla
  await signIn(page, carla.username, carla.password)

  await expect(standing(page)).toHaveText("Overdue by 9 days")
  await expect(overview(page)).toContainText(`Your payment was due on ${shortDay(-9, "en")}.`)
  // Not colour alone: a warning icon goes with the words.
  await expect(overview(page).locator('svg[data-standing="pastDue"]')).toBeVisible()
  await expect(headerLine(page)).toHaveText("Your payment is overdue by 9 days")
  // No autopay: the bill's two dates, both behind her.
  await expectTimeline(page, "Your bill, step by step", [
    ["Issued", shortDay(-30, "en"), "done"],
    ["Due", shortDay(-9, "en"), "done"],
  ])
  await expect(headerAutopay(page)).toHaveCount(0)
  await expect(page.getByRole("banner").locator('svg[data-standing="pastDue"]')).toBeVisible()
  // The pay action is the card's solid, first button.
  await expect(overview(page).getByRole("button").first()).toHaveText("Make a payment")
  await expect(payButton(page)).toHaveCSS("background-color", rgb(aurora.primary))
  await expectAccessible(page, "dashboard, Carla overdue (en)")

  await page.goto("/fr/dashboard")
  await expect(standing(page)).toHaveText("En retard de 9 jours")
  await expect(overview(page)).toContainText(`Votre paiement était dû le ${shortDay(-9, "fr")}.`)
  await expect(headerLine(page)).toHaveText("Votre paiement est en retard de 9 jours")
  await expect(payButton(page)).toBeVisible()
  await expectAccessible(page, "dashboard, Carla overdue (fr)")
})

test("Bruno's autopay is processing today: not 'scheduled' for a past date (fr, en)", async ({ page }) => {
  const bruno = personas.bruno
  await signIn(page, bruno.username, bruno.password)
  await dismissSystemMessage(page, "Plus tard")

  await expect(standing(page)).toHaveText("Paiement automatique en cours de traitement")
  await expect(overview(page)).toContainText(`Il était prévu le ${shortDay(-3, "fr")}.`)
  await expect(overview(page).locator('svg[data-standing="autopayProcessing"]')).toBeVisible()
  // The due date stands whatever autopay does (spec §2); autopay's state is beside it.
  await expect(headerLine(page)).toHaveText("Votre paiement est dû aujourd’hui")
  await expect(headerAutopay(page)).toHaveText("Paiement automatique en cours")
  // Autopay will take it: paying early stays possible, as an outline button.
  await expect(payButton(page)).toHaveCSS("background-color", rgb(aurora.surface))
  await expect(page.getByTestId("payment-method")).toContainText(
    "Compte Caisse Populaire se terminant par 6789",
  )
  await expectAccessible(page, "dashboard, Bruno autopay processing (fr)")

  await page.goto("/dashboard?lang=en")
  await expect(standing(page)).toHaveText("Autopay is processing your payment")
  await expect(overview(page)).toContainText(`It was scheduled for ${shortDay(-3, "en")}.`)
  await expect(headerLine(page)).toHaveText("Your payment is due today")
  await expect(headerAutopay(page)).toHaveText("Autopay payment processing")
  await expectAccessible(page, "dashboard, Bruno autopay processing (en)")
})

test("Alice's autopay is scheduled: the date, no action needed, the card it uses (en, fr)", async ({
  page,
}) => {
  const alice = personas.alice
  await signIn(page, alice.username, alice.password)
  await dismissSystemMessage(page, "Not now")

  await expect(standing(page)).toHaveText(`Autopay scheduled for ${shortDay(9, "en")}`)
  await expect(overview(page)).toContainText("No action needed")
  await expect(headerLine(page)).toHaveText("Your payment is due in 12 days")
  await expect(headerAutopay(page)).toHaveText("Autopay scheduled in 9 days")
  // What happens next: the bill was issued, autopay pays it, three days before it is due.
  await expectTimeline(page, "Your bill, step by step", [
    ["Issued", shortDay(-9, "en"), "done"],
    ["Autopay", shortDay(9, "en"), ""],
    ["Due", shortDay(12, "en"), ""],
  ])
  const method = page.getByRole("region", { name: "Payment method" })
  await expect(method.getByTestId("autopay-method")).toContainText("Visa ending in 4242")
  await expect(method.getByRole("link", { name: "Change payment method" })).toHaveAttribute(
    "href",
    "/account/settings?currentView=autoPay",
  )
  await expectAccessible(page, "dashboard, Alice autopay scheduled (en)")

  await page.goto("/fr/dashboard")
  await expect(standing(page)).toHaveText(`Paiement automatique prévu le ${shortDay(9, "fr")}`)
  await expect(headerLine(page)).toHaveText("Votre paiement est dû dans 12 jours")
  await expect(headerAutopay(page)).toHaveText("Paiement automatique prévu dans 9 jours")
  await expectTimeline(page, "Votre facture, étape par étape", [
    ["Émise", shortDay(-9, "fr"), "fait"],
    ["Paiement auto", shortDay(9, "fr"), ""],
    ["Échéance", shortDay(12, "fr"), ""],
  ])
  await expect(
    page
      .getByRole("region", { name: "Mode de paiement" })
      .getByRole("link", { name: "Changer de mode de paiement" }),
  ).toHaveAttribute("href", "/fr/account/settings?currentView=autoPay")
  await expectAccessible(page, "dashboard, Alice autopay scheduled (fr)")
})

test("the recent bills: three newest with status and PDF, and a link to all of them", async ({ page }) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  const bills = page.getByRole("region", { name: "Recent bills" })
  const rows = bills.getByRole("listitem")
  await expect(rows).toHaveCount(3)
  // Carla's current bill is unpaid and past due, without a PDF; the older ones are paid.
  await expect(rows.nth(0)).toContainText("Past due")
  await expect(rows.nth(0)).toContainText("$212.40")
  await expect(rows.nth(0).getByRole("button")).toHaveCount(0)
  await expect(rows.nth(1)).toContainText("Paid")
  await expect(bills.getByRole("link", { name: "See all in Billing" })).toHaveAttribute(
    "href",
    "/billing/bill-payment-history",
  )
  const pdf = rows.nth(1).getByRole("button", { name: /^Download the bill of \d\d\/\d\d\/\d{4} \(PDF\)$/ })
  const download = page.waitForEvent("download")
  await pdf.click()
  expect((await download).suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d\.pdf$/)
})

test("the quick links lead to tasks, not the account menu again", async ({ page }) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  const quickLinks = page.getByRole("navigation", { name: "Quick links" })
  await expect(quickLinks.getByRole("link")).toHaveText([
    "Payments in Billing",
    "Usage",
    "Charge history",
    /^(Go paperless|Bill delivery)$/,
    "Change password",
  ])
  await expect(quickLinks.getByRole("link", { name: "Payments in Billing" })).toHaveAttribute(
    "href",
    "/billing/bill-payment-history?currentView=payments",
  )
  await expect(quickLinks.getByRole("button")).toHaveCount(0)
  await expect(quickLinks.getByRole("link", { name: "Overview" })).toHaveCount(0)
})

test("after Carla pays her full balance on the card page, she is all paid up and offered no pay button", async ({
  page,
}) => {
  const carla = personas.carla
  await signIn(page, carla.username, carla.password)
  await payButton(page).click()
  await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))

  // The provider's hosted card page.
  await page.getByLabel(/Name on card/).fill("Carla Nguyen")
  await page.getByLabel(/Card number/).fill("4242 4242 4242 4242")
  await page.getByLabel(/Expiry/).fill("12/30")
  await page.getByLabel(/Security code|CVC/).fill("123")
  await page.getByLabel(/Amount/).fill("212.40")
  await page.getByRole("button", { name: /Pay now/ }).click()
  // The receipt, then back to the account.
  await page.waitForURL((url) => url.pathname === "/payment-receipt")
  await page.getByRole("link", { name: "Continue to my account" }).click()
  await page.waitForURL((url) => url.pathname === "/dashboard")

  await expect(page.getByTestId("balance")).toHaveText("$0.00")
  await expect(standing(page)).toHaveText(/^You[’']re all paid up$/)
  await expect(overview(page)).toContainText("Nothing is due right now.")
  await expect(overview(page).locator('svg[data-standing="paidUp"]')).toBeVisible()
  await expect(payButton(page)).toHaveCount(0)
  await expect(headerLine(page)).toHaveText(/^You[’']re all paid up$/)
  await expect(page.getByTestId("last-payment")).toContainText("$212.40")
  await expect(
    page.getByRole("region", { name: "Recent bills" }).getByRole("listitem").first(),
  ).toContainText("Paid")
  await expectAccessible(page, "dashboard, Carla paid up (en)")

  await page.goto("/fr/dashboard")
  await expect(standing(page)).toHaveText("Vous êtes à jour dans vos paiements")
  await expect(headerLine(page)).toHaveText("Vous êtes à jour dans vos paiements")
  await expect(payButton(page)).toHaveCount(0)
  await expectAccessible(page, "dashboard, Carla paid up (fr)")
})

// ----------------------------------------------------------------------------------------------------
// Loading

/** Holds every provider-API answer until `release` is called. */
const holdApi = async (page: Page) => {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const answered: Array<string> = []
  // Only the requests held here: a request the page made before (still answering when the hold began)
  // is not one the reload waits for.
  const held = new Set<Request>()
  page.on("response", (response) => {
    const path = apiPathOf(response.url())
    if (path !== undefined && held.has(response.request())) answered.push(path)
  })
  await page.route(
    (url) => apiPathOf(url.href) !== undefined,
    async (route) => {
      held.add(route.request())
      await released
      await route.continue()
    },
  )
  return { release, answered }
}

const busyRegions = (page: Page) => page.getByRole("main").locator('[aria-busy="true"]')

test("a reload on an API 2 s late shows the header and skeletons at once, and nothing jumps after", async ({
  page,
}) => {
  const carla = personas.carla
  await signIn(page, carla.username, carla.password)
  await expect(page.getByTestId("balance")).toHaveText("$212.40")
  const layoutShift = await watchLayoutShifts(page)
  // Held until the skeletons have been checked and at least 2 s have passed: a fixed 2 s timer raced
  // the checks below on a loaded machine.
  const api = await holdApi(page)

  const reloadedAt = Date.now()
  await page.reload({ waitUntil: "commit" })
  // The shell and the skeletons, before the API answers anything.
  const banner = page.getByRole("banner")
  await expect(banner.getByText(carla.displayName, { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Carla")
  await expect(banner.locator('[aria-busy="true"]')).toHaveCount(1)
  await expect(busyRegions(page)).toHaveCount(4)
  await expect(page.getByRole("region", { name: "Account overview" })).toHaveAttribute("aria-busy", "true")
  await expect(page.getByRole("main").locator("[data-skeleton]").first()).toBeVisible()
  await expect(page.getByTestId("balance")).toHaveCount(0)
  expect(api.answered, "the skeletons show before any API answer").toEqual([])
  await page.waitForTimeout(Math.max(0, 2_000 - (Date.now() - reloadedAt)))
  api.release()

  // The data arrives: the cards fill in and nothing is busy any more.
  await expect(page.getByTestId("balance")).toHaveText("$212.40", { timeout: 10_000 })
  await expect(headerLine(page)).toHaveText("Your payment is overdue by 9 days")
  await expect(headerAutopay(page)).toHaveCount(0)
  await expect(page.getByRole("region", { name: "Recent bills" }).getByRole("listitem")).toHaveCount(3, {
    timeout: 10_000,
  })
  await expect(page.getByTestId("last-payment")).toContainText("Received on", { timeout: 10_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // Let the last frames lay out before reading the shifts.
  await page.waitForTimeout(500)
  const shift = await layoutShift()
  test.info().annotations.push({ type: "layout shift", description: shift.toFixed(4) })
  expect(shift, `cumulative layout shift of the reload: ${shift}`).toBeLessThan(0.1)
})

test("after a kept session that could not be restored, signing in again fills the dashboard", async ({
  page,
}) => {
  const carla = personas.carla
  await signIn(page, carla.username, carla.password)
  await expect(page.getByTestId("balance")).toBeVisible()
  // The server forgets every token (a reset), so the kept one fails on reload and cannot be refreshed.
  await page.request.post("/__mock/reset")
  await page.reload()
  await page.waitForURL((url) => url.pathname === "/")
  await signIn(page, carla.username, carla.password, { open: false })
  await expect(page.getByTestId("balance")).toHaveText("$212.40")
  await expect(page.getByTestId("last-payment")).toContainText("Received on")
  await expect(page.getByRole("region", { name: "Recent bills" }).getByRole("listitem")).toHaveCount(3)
})

test("a kept session that could not be checked (the network failed) is kept for the next page load", async ({
  page,
}) => {
  const carla = personas.carla
  await signIn(page, carla.username, carla.password)
  await expect(page.getByTestId("balance")).toBeVisible()
  // The restore's calls fail as when the connection drops (or the page is left while they are out).
  const cut = (url: URL) => apiPathOf(url.href) !== undefined
  await page.route(cut, (route) => route.abort("internetdisconnected"))
  await page.reload()
  await page.waitForURL((url) => url.pathname === "/")
  expect(await page.evaluate(`localStorage.getItem("billpath.session") !== null`)).toBe(true)
  // The connection is back: the next page load restores it.
  await page.unroute(cut)
  await page.goto("/dashboard")
  await expect(page.getByTestId("balance")).toHaveText("$212.40")
})

test("a kept session whose checking code does not load is kept for the next page load too", async ({
  page,
}) => {
  const carla = personas.carla
  await signIn(page, carla.username, carla.password)
  await expect(page.getByTestId("balance")).toBeVisible()
  // The dashboard shows before this code arrives (start-up does not wait for it); when it cannot load, the
  // session cannot be checked, as when the network fails.
  const checkingCode = builtFileRequest("src/session/restore-session.ts")
  await page.route(checkingCode, (route) => route.abort("internetdisconnected"))
  await page.reload()
  await page.waitForURL((url) => url.pathname === "/")
  expect(await page.evaluate(`localStorage.getItem("billpath.session") !== null`)).toBe(true)
  await page.unroute(checkingCode)
  await page.goto("/dashboard")
  await expect(page.getByTestId("balance")).toHaveText("$212.40")
})

for (const lang of ["en", "fr"] as const) {
  test(`the loading state is accessible (${lang})`, async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    if (lang === "fr") await page.goto("/fr/dashboard")
    await expect(page.getByTestId("balance")).toBeVisible()
    const api = await holdApi(page)
    await page.reload({ waitUntil: "commit" })
    await expect(busyRegions(page)).toHaveCount(4)
    await expectAccessible(page, `dashboard loading (${lang})`)
    api.release()
    await expect(page.getByTestId("balance")).toBeVisible()
  })
}

test.describe("on the lakeside theme", () => {
  test.use({ server: "lakeside" })

  test("Carla's overdue card and the paid-up bills are accessible in its colours (en, fr)", async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await expect(standing(page)).toHaveText("Overdue by 9 days")
    await expectAccessible(page, "dashboard, Carla overdue, lakeside (en)")
    await page.goto("/fr/dashboard")
    await expect(standing(page)).toHaveText("En retard de 9 jours")
    await expectAccessible(page, "dashboard, Carla overdue, lakeside (fr)")
  })
})
