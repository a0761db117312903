/**
 * The session (spec §4): the idle modal, "Stay logged in", "Log out", the silent
 * refresh of an active customer and the auto-logout, on the short-token server (45 s tokens, so a 40 s
 * countdown: the modal at 30 s left, i.e. 10 s after sign-in); and the API client's 401 handling, one
 * refresh shared by every call that failed at the same time.
 *
 * The idle tests drive the page's clock (page.clock) instead of waiting: the countdown runs on the
 * client's Date and setInterval, so fast-forwarding the page's clock is what the customer's waiting is.
 */
import {
  apiPathOf,
  dismissSystemMessage,
  expect,
  expectAccessible,
  expectFocusTrapped,
  fastForwardUntilTimeLeft,
  type Page,
  personas,
  sessionTimeLeft,
  shortTokenSeconds,
  signIn,
  test,
  watchIdleModalLoad,
} from "./fixtures.ts"

/** The countdown of spec §4 for a fresh token: expires_in − 5 s. */
const countdownMs = (shortTokenSeconds - 5) * 1000
/** Where the tests put the countdown to see the idle modal: a little past the 30 s mark. */
const pastWarningMs = 28_500

const idleModal = (page: Page, lang: "en" | "fr" = "en") =>
  page.getByRole("alertdialog", { name: lang === "en" ? "Are you still there?" : "Êtes-vous toujours là ?" })

/** Counts the token refreshes the page asks for, and how they were answered. */
const watchRefreshes = (
  page: Page,
): { readonly requests: Array<string>; readonly statuses: Array<number> } => {
  const seen = { requests: [] as Array<string>, statuses: [] as Array<number> }
  page.on("request", (request) => {
    if (apiPathOf(request.url()) === "/api/refreshtoken") seen.requests.push(request.url())
  })
  page.on("response", (response) => {
    if (apiPathOf(response.url()) === "/api/refreshtoken") seen.statuses.push(response.status())
  })
  return seen
}

const storedSession = (page: Page): Promise<{ token: { access_token: string } } | null> =>
  page.evaluate(`JSON.parse(localStorage.getItem("billpath.session") ?? "null")`)

/**
 * Installs the fake clock, signs in and waits until the idle watcher runs: from then on the countdown
 * follows `page.clock`.
 */
const signInOnFakeClock = async (page: Page, username: string, password: string, lang?: "fr") => {
  await page.clock.install()
  const idleModalReady = watchIdleModalLoad(page)
  await signIn(page, username, password, lang === undefined ? {} : { lang })
  await idleModalReady()
}

test.describe("idle and auto-logout", () => {
  test.use({ server: "shortTokens" })

  test("an idle customer is asked; Stay logged in refreshes the token and restarts the countdown", async ({
    page,
  }) => {
    const refreshes = watchRefreshes(page)
    await signInOnFakeClock(page, personas.carla.username, personas.carla.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await expect(idleModal(page)).toHaveCount(0)
    // The short-token server's 45 s token: a 40 s countdown, only just started.
    const left = await sessionTimeLeft(page)
    expect(left).toBeLessThanOrEqual(countdownMs)
    expect(left).toBeGreaterThan(countdownMs - 10_000)

    await fastForwardUntilTimeLeft(page, pastWarningMs)
    const modal = idleModal(page)
    await expect(modal).toBeVisible()
    await expect(modal).toContainText(/logged out in \d+ seconds?/)
    await expect(modal.getByRole("button", { name: "Stay logged in" })).toBeFocused()
    await expect(modal.getByRole("button", { name: "Log out" })).toBeVisible()
    expect(refreshes.requests, "no refresh while the customer has not answered").toHaveLength(0)
    await expectAccessible(page, "dashboard, idle modal open (en)")
    await expectFocusTrapped(page)

    await modal.getByRole("button", { name: "Stay logged in" }).click()
    await expect(modal).toHaveCount(0)
    await expect.poll(() => refreshes.statuses).toEqual([200])
    expect(new URL(page.url()).pathname).toBe("/dashboard")

    // Past the old token's end (it had under 30 s left): the new one still has 10 s, and asks again.
    await fastForwardUntilTimeLeft(page, 10_000)
    await expect(idleModal(page)).toBeVisible()
    expect(new URL(page.url()).pathname).toBe("/dashboard")
  })

  test("Log out in the idle modal ends the session and goes home", async ({ page }) => {
    await signInOnFakeClock(page, personas.carla.username, personas.carla.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await fastForwardUntilTimeLeft(page, pastWarningMs)
    await idleModal(page).getByRole("button", { name: "Log out" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
    expect(await storedSession(page)).toBeNull()
    await page.goto("/dashboard")
    await page.waitForURL((url) => url.pathname === "/")
  })

  test("an idle customer who does not answer is logged out to the inactivity page", async ({ page }) => {
    await signInOnFakeClock(page, personas.carla.username, personas.carla.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await fastForwardUntilTimeLeft(page, pastWarningMs)
    await expect(idleModal(page)).toBeVisible()

    await page.clock.fastForward(30_000)
    await page.waitForURL((url) => url.pathname === "/inactivity-log-out")
    await expect(page.getByRole("heading", { level: 1, name: "You have been logged out" })).toBeVisible()
    await expect(idleModal(page)).toHaveCount(0)
    expect(await storedSession(page)).toBeNull()
    await expectAccessible(page, "inactivity log-out page (en)")

    await page.getByRole("link", { name: "Return to sign in" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  })

  test("in French: the idle modal and the inactivity page", async ({ page }) => {
    await signInOnFakeClock(page, personas.bruno.username, personas.bruno.password, "fr")
    await dismissSystemMessage(page, "Plus tard")
    await fastForwardUntilTimeLeft(page, pastWarningMs)
    const modal = idleModal(page, "fr")
    await expect(modal).toBeVisible()
    await expect(modal.getByRole("button", { name: "Rester connecté" })).toBeVisible()
    await expect(modal.getByRole("button", { name: "Se déconnecter" })).toBeVisible()
    await expect(modal).toContainText(/votre session sera fermée dans \d+ secondes?/)
    await expectAccessible(page, "dashboard, idle modal open (fr)")

    await page.clock.fastForward(30_000)
    await page.waitForURL((url) => url.pathname === "/fr/inactivity-log-out")
    await expect(page.getByRole("heading", { level: 1, name: "Votre session a été fermée" })).toBeVisible()
    await expectAccessible(page, "inactivity log-out page (fr)")
    await page.getByRole("link", { name: "Retour à la connexion" }).click()
    await page.waitForURL((url) => url.pathname === "/fr")
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible()
  })

  test("an active customer gets a silent refresh instead of the modal", async ({ page }) => {
    const refreshes = watchRefreshes(page)
    await signInOnFakeClock(page, personas.carla.username, personas.carla.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    const before = await storedSession(page)

    // Busy just before the 30 s mark (idle means no input for 3 s), then the mark passes.
    await fastForwardUntilTimeLeft(page, 31_500)
    await page.mouse.move(200, 300)
    await page.mouse.move(260, 320)
    await page.clock.fastForward(2_000)
    await expect.poll(() => refreshes.statuses).toEqual([200])
    await expect(idleModal(page)).toHaveCount(0)
    const after = await storedSession(page)
    expect(after?.token.access_token).toBeDefined()
    expect(after?.token.access_token).not.toBe(before?.token.access_token)

    // The refreshed token has its own full countdown: past the old one's end (it had under 30 s left),
    // still signed in (the idle modal may ask by then: the customer has been still since).
    await fastForwardUntilTimeLeft(page, 10_000)
    await expect(page.getByTestId("balance")).toBeAttached()
    expect(new URL(page.url()).pathname).toBe("/dashboard")
  })
})

test.describe("401 answers", () => {
  /**
   * Replaces the stored access token with one the server does not know (as if it had expired there),
   * keeping the refresh token, so that the next page load meets real 401s from the mock server.
   */
  const expireStoredAccessToken = async (page: Page, refreshToken?: string): Promise<void> => {
    await page.evaluate(`(() => {
      const session = JSON.parse(localStorage.getItem("billpath.session"))
      session.token.access_token = "expired-on-the-server"
      ${refreshToken === undefined ? "" : `session.token.refresh_token = ${JSON.stringify(refreshToken)}`}
      localStorage.setItem("billpath.session", JSON.stringify(session))
    })()`)
  }

  test("calls failing with 401 together share one token refresh, then retry", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await expireStoredAccessToken(page)

    const unauthorized: Array<string> = []
    page.on("response", (response) => {
      const path = apiPathOf(response.url())
      if (path !== undefined && response.status() === 401) unauthorized.push(path)
    })
    const refreshes = watchRefreshes(page)
    // Hold the refresh until both start-up calls (user and account) have had their 401, so they
    // really overlap; a portal refreshing per call would send a second refresh meanwhile.
    await page.route(
      (url) => apiPathOf(url.href) === "/api/refreshtoken",
      async (route) => {
        await expect
          .poll(() => unauthorized.length, { timeout: 3_000 })
          .toBeGreaterThanOrEqual(2)
          .catch(() => undefined)
        await page.waitForTimeout(200)
        await route.continue()
      },
    )

    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await expect(page.getByTestId("balance")).toHaveText("$212.40")
    await expect(page.getByTestId("last-payment")).toContainText("Received on")
    expect([...unauthorized].sort()).toEqual(["/api/accounts", "/api/me"])
    expect(refreshes.requests, "exactly one refresh for the concurrent 401s").toHaveLength(1)
    expect(refreshes.statuses).toEqual([200])
    const stored = await storedSession(page)
    expect(stored?.token.access_token).not.toBe("expired-on-the-server")
    expect(new URL(page.url()).pathname).toBe("/dashboard")
  })

  test("the dashboard's parallel calls failing with 401 share one refresh", async ({ page }) => {
    // The first payments and system-message calls are answered 401, as if the token had just expired.
    const failOnce = new Set(["/api/payments", "/api/systemmessage"])
    const answered401: Array<string> = []
    const calls: Record<string, number> = {}
    await page.route(
      (url) => {
        const path = apiPathOf(url.href)
        return path !== undefined && failOnce.has(path)
      },
      async (route) => {
        const path = apiPathOf(route.request().url()) ?? ""
        calls[path] = (calls[path] ?? 0) + 1
        if (calls[path] === 1) {
          answered401.push(path)
          await route.fulfill({ status: 401, contentType: "application/json", body: "{}" })
        } else {
          await route.continue()
        }
      },
    )
    const refreshes = watchRefreshes(page)
    await page.route(
      (url) => apiPathOf(url.href) === "/api/refreshtoken",
      async (route) => {
        await expect
          .poll(() => answered401.length, { timeout: 3_000 })
          .toBe(2)
          .catch(() => undefined)
        await page.waitForTimeout(200)
        await route.continue()
      },
    )

    await signIn(page, personas.alice.username, personas.alice.password)
    await expect(page.getByTestId("last-payment")).toContainText("Received on")
    await expect(page.getByRole("dialog", { name: "Message from Aurora Telecom" })).toBeVisible()
    expect([...answered401].sort()).toEqual(["/api/payments", "/api/systemmessage"])
    expect(calls).toEqual({ "/api/payments": 2, "/api/systemmessage": 2 })
    expect(refreshes.requests, "exactly one refresh for the concurrent 401s").toHaveLength(1)
    expect(refreshes.statuses).toEqual([200])
  })

  test("when the refresh fails too, the session ends and the customer is back home", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await expireStoredAccessToken(page, "unknown-refresh-token")
    const refreshes = watchRefreshes(page)
    await page.reload()
    await page.waitForURL((url) => url.pathname === "/")
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
    expect(refreshes.requests).toHaveLength(1)
    expect(refreshes.statuses[0]).not.toBe(200)
    expect(await storedSession(page)).toBeNull()
  })
})
