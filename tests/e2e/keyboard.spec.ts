/**
 * Every flow of issue 4 once by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape): sign-in to
 * the dashboard, the form's errors and the robot challenge, the system message, the language drop-down,
 * signing out, the idle modal and the inactivity page. No test here touches the mouse.
 */
import {
  apiPathOf,
  expect,
  expectAccessible,
  fastForwardUntilTimeLeft,
  focusByTab,
  type Locator,
  type Page,
  personas,
  robotUsername,
  signIn,
  signInForm,
  systemMessageDialog,
  test,
  watchIdleWatcherLoad,
} from "./fixtures.ts"

const press = async (page: Page, key: string, times = 1): Promise<void> => {
  for (let count = 0; count < times; count += 1) await page.keyboard.press(key)
}

/** Moves the highlight of an open menu with the arrow keys until `item` is highlighted. */
const arrowTo = async (page: Page, item: Locator, what: string): Promise<void> => {
  for (let count = 0; count < 10; count += 1) {
    if ((await item.getAttribute("data-highlighted")) !== null) return
    await page.keyboard.press("ArrowDown")
  }
  throw new Error(`the arrow keys never highlighted ${what}`)
}

test("sign in, answer the system message, switch language and sign out, by keyboard", async ({ page }) => {
  const alice = personas.alice
  const dismissed = page.waitForResponse(
    (response) => apiPathOf(response.url()) === "/api/systemmessage/dismiss",
  )
  await signIn(page, alice.username, alice.password, { keyboard: true })

  // The system message takes the focus; Tab reaches its buttons and Enter answers.
  const dialog = systemMessageDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.and(page.locator(":focus-within"))).toHaveCount(1)
  await focusByTab(page, dialog.getByRole("button", { name: "Not now" }), "the system message's Not now", {
    limit: 6,
  })
  await page.keyboard.press("Enter")
  await dismissed
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Alice" })).toBeVisible()

  // The header's language drop-down: Enter opens it, the arrows choose, Enter confirms.
  const languageButton = page.getByRole("banner").getByRole("button", { name: "Language: English" })
  await focusByTab(page, languageButton, "the language drop-down")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("menu")).toBeVisible()
  await arrowTo(page, page.getByRole("menuitemradio", { name: "Français" }), "Français")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Alice" })).toBeVisible()
  await expect(page.getByRole("menu")).toHaveCount(0)

  // Sign out from the quick links.
  const signOut = page
    .getByRole("navigation", { name: "Liens rapides" })
    .getByRole("button", { name: "Se déconnecter" })
  await focusByTab(page, signOut, "Se déconnecter", { limit: 60 })
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === "/fr")
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible()
})

test("the form's errors, the robot challenge and a failed sign-in, by keyboard", async ({ page }) => {
  await page.goto("/")
  const form = signInForm(page, "en")
  await focusByTab(page, form.submit, "the Sign in button")
  await page.keyboard.press("Enter")
  // Both fields are marked in error (their texts are checked in sign-in.spec.ts).
  await expect(form.username).toHaveAttribute("aria-invalid", "true")
  await expect(form.password).toHaveAttribute("aria-invalid", "true")

  await focusByTab(page, form.username, "the username field", { backwards: true })
  await page.keyboard.type(robotUsername)
  await page.keyboard.press("Tab")
  await expect(form.password).toBeFocused()
  await page.keyboard.type("Anything2026!")
  await page.keyboard.press("Enter")

  const checkbox = page.getByRole("checkbox", { name: "I'm not a robot" })
  await expect(checkbox).toBeVisible()
  await expect(form.submit).toBeDisabled()
  await focusByTab(page, checkbox, "the robot checkbox", { limit: 5 })
  await page.keyboard.press("Space")
  await expect(form.submit).toBeEnabled()
  await focusByTab(page, form.submit, "the Sign in button", { limit: 5 })
  await page.keyboard.press("Enter")
  await expect(page.getByRole("alert")).toContainText(
    "Your credentials are invalid or expired. Please try again.",
  )
})

test("the system message's yes button by keyboard", async ({ page }) => {
  await signIn(page, personas.alice.username, personas.alice.password, { keyboard: true })
  const dialog = systemMessageDialog(page)
  await expect(dialog).toBeVisible()
  const settings = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() &&
      new URL(request.url()).pathname === "/account/settings" &&
      new URL(request.url()).searchParams.get("currentView") === "eBill",
  )
  await focusByTab(page, dialog.getByRole("button", { name: "Open eBill settings" }), "Open eBill settings", {
    limit: 6,
  })
  await page.keyboard.press("Space")
  await settings
})

test.describe("the idle modal by keyboard", () => {
  test.use({ server: "shortTokens" })

  const idleModal = (page: Page) => page.getByRole("alertdialog", { name: "Are you still there?" })

  test("Enter stays logged in; Escape does not close it; Tab then Space logs out", async ({ page }) => {
    const refreshes: Array<number> = []
    page.on("response", (response) => {
      if (apiPathOf(response.url()) === "/api/refreshtoken") refreshes.push(response.status())
    })
    await page.clock.install()
    const idleWatcherReady = watchIdleWatcherLoad(page)
    await signIn(page, personas.carla.username, personas.carla.password, { keyboard: true })
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await idleWatcherReady()

    await fastForwardUntilTimeLeft(page, 28_500)
    const modal = idleModal(page)
    await expect(modal).toBeVisible()
    await expect(modal.getByRole("button", { name: "Stay logged in" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(modal, "Escape is not an answer").toBeVisible()
    await page.keyboard.press("Enter")
    await expect(modal).toHaveCount(0)
    await expect.poll(() => refreshes).toEqual([200])

    await fastForwardUntilTimeLeft(page, 10_000)
    await expect(modal).toBeVisible()
    await focusByTab(page, modal.getByRole("button", { name: "Log out" }), "Log out", { limit: 4 })
    await page.keyboard.press("Space")
    await page.waitForURL((url) => url.pathname === "/")
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  })

  test("after the auto-logout, Return to sign in by keyboard", async ({ page }) => {
    await page.clock.install()
    const idleWatcherReady = watchIdleWatcherLoad(page)
    await signIn(page, personas.carla.username, personas.carla.password, { keyboard: true })
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await idleWatcherReady()
    await fastForwardUntilTimeLeft(page, 28_500)
    await expect(idleModal(page)).toBeVisible()
    await page.clock.fastForward(30_000)
    await page.waitForURL((url) => url.pathname === "/inactivity-log-out")
    await expect(page.getByRole("heading", { level: 1, name: "You have been logged out" })).toBeVisible()
    await focusByTab(page, page.getByRole("link", { name: "Return to sign in" }), "Return to sign in")
    await press(page, "Enter")
    await page.waitForURL((url) => url.pathname === "/")
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
    await expectAccessible(page, "home after the auto-logout (en)")
  })
})
