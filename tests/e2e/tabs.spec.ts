/**
 * One session across tabs: two pages of one browser context share the stored session,
 * so signing out, an idle log-out or a failed refresh in one signs the other out at once, a token one
 * renews is the other's too, and a tab whose session ended cannot start a payment.
 */
import {
  apiPathOf,
  dismissSystemMessage,
  expect,
  expectAccessible,
  fastForwardUntilTimeLeft,
  type Page,
  personas,
  signIn,
  test,
  watchCountdownStart,
  watchIdleModalLoad,
} from "./fixtures.ts"

const signInHeading = (page: Page, lang: "en" | "fr" = "en") =>
  page.getByRole("heading", { level: 1, name: lang === "en" ? "Sign in" : "Connexion" })

/** Every payment-page address the page asks the API for. */
const watchPaymentPageRequests = (page: Page): Array<string> => {
  const asked: Array<string> = []
  page.on("request", (request) => {
    if (apiPathOf(request.url()) === "/api/payment/redirecturl") asked.push(request.url())
  })
  return asked
}

/** A second tab of the same browser, on the dashboard of the session the first one signed in. */
const openSecondTab = async (first: Page, heading: string): Promise<Page> => {
  const second = await first.context().newPage()
  await second.goto(new URL("/dashboard", first.url()).href)
  await expect(second.getByRole("heading", { level: 1, name: heading })).toBeVisible()
  return second
}

const storedSession = (page: Page): Promise<unknown> =>
  page.evaluate(`JSON.parse(localStorage.getItem("billpath.session") ?? "null")`)

test("signing out in one tab shows the sign-in page in the other within 2 s; its payment button is gone", async ({
  page,
}) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  const other = await openSecondTab(page, "Hello, Carla")
  const makePayment = other.getByRole("button", { name: "Make a payment" })
  await expect(makePayment).toBeVisible()
  const paymentRequests = watchPaymentPageRequests(other)

  // Sign out lives in the header's account menu; the quick links do not repeat it.
  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click()
  await page.getByRole("menuitem", { name: "Sign out" }).click()
  await expect(signInHeading(page)).toBeVisible()
  await expect(signInHeading(other)).toBeVisible({ timeout: 2_000 })
  expect(new URL(other.url()).pathname).toBe("/")
  await expect(makePayment).toHaveCount(0)
  await expect(other.getByRole("banner").getByText("Carla Nguyen")).toHaveCount(0)
  await expectAccessible(other, "the other tab, signed out (en)")

  // Its dashboard is closed to it now.
  await other.goto(new URL("/dashboard", other.url()).href)
  await expect(signInHeading(other)).toBeVisible()
  expect(paymentRequests).toEqual([])
})

test("in French, the other tab shows the French sign-in page", async ({ page }) => {
  await signIn(page, personas.bruno.username, personas.bruno.password, { lang: "fr" })
  await dismissSystemMessage(page, "Plus tard")
  const other = await openSecondTab(page, "Bonjour, Bruno")
  await page.getByRole("banner").getByRole("button", { name: "Menu du compte" }).click()
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click()
  await expect(signInHeading(other, "fr")).toBeVisible({ timeout: 2_000 })
  await expectAccessible(other, "the other tab, signed out (fr)")
})

test("Make a payment in a tab that missed the news does nothing but show the sign-in page", async ({
  page,
}) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  const other = await openSecondTab(page, "Hello, Carla")
  const paymentRequests = watchPaymentPageRequests(other)
  // The session goes as a tab the browser froze would find it: gone, without this tab being told (the
  // storage event reaches the other tabs, not the one that made the change).
  await other.evaluate(`localStorage.removeItem("billpath.session")`)
  await other.getByRole("button", { name: "Make a payment" }).click()
  await expect(signInHeading(other)).toBeVisible({ timeout: 2_000 })
  expect(paymentRequests).toEqual([])
  // The first tab heard of it and is signed out as well.
  await expect(signInHeading(page)).toBeVisible({ timeout: 2_000 })
})

test("a token renewed in one tab is the other's too: its payment starts with the new one", async ({
  page,
}) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  const other = await openSecondTab(page, "Hello, Carla")
  // The greeting shows with the kept name, before the other tab's restore has asked for the customer
  // with its token: a refresh in the middle of that would make it renew on its own (its own, valid, new
  // token), which is not what this test is about. It starts once that tab has settled.
  await other.waitForLoadState("networkidle")

  // The first tab renews, as its idle watcher would; the refresh retires the pair the other tab held.
  const [retired, renewed] = (await page.evaluate(`(async () => {
    const stored = JSON.parse(localStorage.getItem("billpath.session"))
    const response = await fetch("/api/refreshtoken?refresh_token=" + encodeURIComponent(stored.token.refresh_token))
    if (!response.ok) throw new Error("refresh answered " + response.status)
    const token = await response.json()
    localStorage.setItem("billpath.session.receivedAt", String(Date.now()))
    localStorage.setItem("billpath.session", JSON.stringify({ ...stored, token }))
    return [stored.token.access_token, token.access_token]
  })()`)) as [string, string]

  // Each tab's renderer keeps its own copy of localStorage, which the browser brings up to date a moment
  // after another tab writes; on a loaded machine a click can come first (then the old token is refused,
  // and the renewal is taken on the retry). The customer's click comes after the news has arrived.
  await expect
    .poll(() =>
      other.evaluate(`JSON.parse(localStorage.getItem("billpath.session") ?? "null")?.token.access_token`),
    )
    .toBe(renewed)
  const asked = other.waitForRequest((request) => apiPathOf(request.url()) === "/api/payment/redirecturl")
  await other.getByRole("button", { name: "Make a payment" }).click()
  const carried = (await asked).headers().authorization
  expect(carried, carried === `Bearer ${retired}` ? "it carried the retired token" : "").toBe(
    `Bearer ${renewed}`,
  )
  await other.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
})

test("a refresh that fails in one tab signs both out", async ({ page }) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  const other = await openSecondTab(page, "Hello, Carla")
  // The other tab's next call is refused, and so is its refresh.
  await other.route(
    (url) => apiPathOf(url.href) === "/api/refreshtoken",
    (route) => route.fulfill({ status: 431, body: "" }),
  )
  await other.route(
    (url) => apiPathOf(url.href) === "/api/payment/redirecturl",
    (route) => route.fulfill({ status: 401, body: "" }),
  )
  await other.getByRole("button", { name: "Make a payment" }).click()
  await expect(signInHeading(other)).toBeVisible()
  await expect(signInHeading(page)).toBeVisible({ timeout: 2_000 })
  expect(await storedSession(page)).toBeNull()
})

test.describe("idle log-out", () => {
  test.use({ server: "shortTokens" })
  /**
   * Signs in on the first tab with the page clock installed (Playwright's clock is the whole browser
   * context's, so both tabs follow it) and opens the second; `throttled`: the second tab's countdown never
   * ticks, as a background tab's timers barely do, so only the first tab's news can sign it out.
   */
  const twoIdleTabs = async (page: Page, options: { readonly throttled: boolean }): Promise<Page> => {
    await page.clock.install()
    const idleModalReady = watchIdleModalLoad(page)
    await signIn(page, personas.carla.username, personas.carla.password)
    await idleModalReady()
    const other = await page.context().newPage()
    if (!options.throttled) {
      // The second tab's countdown must be running before the clock jumps: mounted after the jump, it
      // would count its own mount as activity and renew for both tabs instead of warning.
      const counting = watchCountdownStart(other)
      await other.goto(new URL("/dashboard", page.url()).href)
      await expect(other.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
      await counting
      return other
    }
    await other.addInitScript({
      content: `(() => {
        const every = window.setInterval
        window.setInterval = (callback, delay, ...rest) => (delay === 250 ? 0 : every(callback, delay, ...rest))
      })()`,
    })
    await other.goto(new URL("/dashboard", page.url()).href)
    await expect(other.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    return other
  }

  test("an idle log-out in one tab signs out a background tab too", async ({ page }) => {
    const other = await twoIdleTabs(page, { throttled: true })
    await fastForwardUntilTimeLeft(page, 28_500)
    await expect(page.getByRole("alertdialog")).toBeVisible()
    await page.clock.fastForward(30_000)
    await page.waitForURL((url) => url.pathname === "/inactivity-log-out")
    await expect(signInHeading(other)).toBeVisible({ timeout: 2_000 })
    expect(await storedSession(other)).toBeNull()
  })

  test("Log out in one tab's idle warning signs out the other, warning and all", async ({ page }) => {
    const other = await twoIdleTabs(page, { throttled: false })
    await fastForwardUntilTimeLeft(page, 28_500)
    await expect(other.getByRole("alertdialog")).toBeVisible()
    await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click()
    await expect(signInHeading(page)).toBeVisible()
    await expect(signInHeading(other)).toBeVisible({ timeout: 2_000 })
    await expect(other.getByRole("alertdialog")).toHaveCount(0)
    await expectAccessible(other, "the other tab after the idle log-out")
  })
})
