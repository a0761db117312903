/**
 * Every core flow once by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape): sign-in to
 * the dashboard, the form's errors and the robot challenge, the system message, the language drop-down,
 * signing out, the idle modal and the inactivity page. No test here touches the mouse.
 */
import {
  apiPathOf,
  expect,
  expectAccessible,
  expectSystemMessageShown,
  fastForwardUntilTimeLeft,
  focusByTab,
  type Locator,
  type Page,
  personas,
  robotUsername,
  signIn,
  signInForm,
  test,
  watchIdleModalLoad,
} from "./fixtures.ts"

const press = async (page: Page, key: string, times = 1): Promise<void> => {
  for (let count = 0; count < times; count += 1) await page.keyboard.press(key)
}

/** Moves the highlight of an open menu with the arrow keys until `item` is highlighted. */
const arrowTo = async (page: Page, item: Locator, what: string): Promise<void> => {
  // Keys reach the menu once it has the focus, a moment after it shows; Home then starts from the first
  // item, whatever the menu highlighted (or is about to highlight) on opening.
  const menu = page.getByRole("menu")
  await expect(menu.and(page.locator(":focus-within"))).toHaveCount(1)
  await page.keyboard.press("Home")
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
  const dialog = await expectSystemMessageShown(page)
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
  await expectAccessible(page, "dashboard, language menu open (en)")
  await arrowTo(page, page.getByRole("menuitemradio", { name: "Français" }), "Français")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Alice" })).toBeVisible()
  await expect(page.getByRole("menu")).toHaveCount(0)

  // Sign out from the account menu (the quick links do not repeat it).
  const accountMenu = page.getByRole("banner").getByRole("button", { name: "Menu du compte" })
  await focusByTab(page, accountMenu, "the account menu")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("menu")).toBeVisible()
  await arrowTo(page, page.getByRole("menuitem", { name: "Se déconnecter" }), "Se déconnecter")
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
  const dialog = await expectSystemMessageShown(page)
  await focusByTab(page, dialog.getByRole("button", { name: "Open eBill settings" }), "Open eBill settings", {
    limit: 6,
  })
  await page.keyboard.press("Space")
  // Yes answers the message and opens the eBill settings (choice code 7), the focus on their heading.
  await expect(dialog).toHaveCount(0)
  await page.waitForURL((url) => url.pathname === "/account/settings")
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeFocused()
  await expect(page.getByRole("tab", { name: "Bill delivery" })).toHaveAttribute("aria-selected", "true")
})

test("a locked sign-in, then the account menu, the logo and signing out, by keyboard", async ({ page }) => {
  const carla = personas.carla
  await page.goto("/")
  const form = signInForm(page, "en")
  await focusByTab(page, form.username, "the username field")
  await page.keyboard.type(personas.locked.username)
  await page.keyboard.press("Tab")
  await expect(form.password).toBeFocused()
  await page.keyboard.type(personas.locked.password)
  await page.keyboard.press("Enter")
  await expect(page.getByRole("alert")).toContainText("your account has been disabled")

  // The alert has the focus; the form comes after it. Replace both fields, and sign in.
  await expect(page.getByRole("alert")).toBeFocused()
  await focusByTab(page, form.username, "the username field")
  await page.keyboard.press("ControlOrMeta+A")
  await page.keyboard.type(carla.username)
  await page.keyboard.press("Tab")
  await page.keyboard.press("ControlOrMeta+A")
  await page.keyboard.type(carla.password)
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === "/dashboard")
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()

  // The account menu: Enter opens it on its first item, Escape closes it and gives the focus back.
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Account menu" })
  await focusByTab(page, menuButton, "the account menu")
  await page.keyboard.press("Enter")
  const menu = page.getByRole("menu")
  await expect(menu).toBeVisible()
  await expect(menu.and(page.locator(":focus-within"))).toHaveCount(1)
  await expect(menu.getByRole("menuitem", { name: "Overview" })).toHaveAttribute("data-highlighted", "")
  await page.keyboard.press("Escape")
  await expect(menu).toHaveCount(0)
  await expect(menuButton).toBeFocused()

  // From another page, the logo (right after the skip link) goes back to the Dashboard.
  await page.goto("/about/terms-of-use")
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible()
  await press(page, "Tab", 2)
  await expect(page.getByRole("link", { name: "Aurora Telecom – go to your overview" })).toBeFocused()
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === "/dashboard")
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()

  // A page link in the menu follows with Enter.
  await page.goto("/about/site-map")
  await expect(page.getByRole("heading", { level: 1, name: "Site map" })).toBeVisible()
  await focusByTab(page, menuButton, "the account menu")
  await page.keyboard.press("Enter")
  await expect(menu).toBeVisible()
  await arrowTo(page, menu.getByRole("menuitem", { name: "Overview" }), "Overview")
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === "/dashboard")
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()

  // Sign out from the menu.
  await focusByTab(page, menuButton, "the account menu")
  await page.keyboard.press("Enter")
  await arrowTo(page, menu.getByRole("menuitem", { name: "Sign out" }), "Sign out")
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === "/")
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
})

test("the skip link, About's sub-pages and the logo home, by keyboard (fr)", async ({ page }) => {
  await page.goto("/fr/about")
  await expect(page.getByRole("heading", { level: 1, name: "À propos de ce site" })).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("link", { name: "Passer au contenu principal" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("main")).toBeFocused()
  await page.keyboard.press("Tab")
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: "Commentaires sur le site" })).toBeFocused()

  for (const [path, name] of [
    ["/fr/about/feedback", "Commentaires sur le site"],
    ["/fr/about/privacy-policy", "Politique de confidentialité"],
    ["/fr/about/site-map", "Plan du site"],
    ["/fr/about/terms-of-use", "Conditions d’utilisation"],
  ] as const) {
    await test.step(name, async () => {
      if (new URL(page.url()).pathname !== "/fr/about") await page.goto("/fr/about")
      await focusByTab(page, main.getByRole("link", { name, exact: true }), name)
      await page.keyboard.press("Enter")
      await page.waitForURL((url) => url.pathname === path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
    })
  }

  await focusByTab(
    page,
    page.getByRole("link", { name: "Aurora Télécom – aller à la page de connexion" }),
    "the logo",
    { limit: 60 },
  )
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === "/fr")
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible()
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
    const idleModalReady = watchIdleModalLoad(page)
    await signIn(page, personas.carla.username, personas.carla.password, { keyboard: true })
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await idleModalReady()

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
    const idleModalReady = watchIdleModalLoad(page)
    await signIn(page, personas.carla.username, personas.carla.password, { keyboard: true })
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
    await idleModalReady()
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
