/**
 * Routing rules (spec §4): the guard, unknown paths, the language in the address
 * (`/fr`, `?lang=`), the header's language drop-down and the Dashboard's saved-language rule.
 */
import {
  dismissSystemMessage,
  expect,
  expectAccessible,
  type Page,
  personas,
  signIn,
  test,
} from "./fixtures.ts"

const pathIs = (expected: string) => (url: URL) => url.pathname === expected

const homeHeading = (page: Page, lang: "en" | "fr") =>
  page.getByRole("heading", { level: 1, name: lang === "en" ? "Sign in" : "Connexion" })

/**
 * The header's language drop-down: its button, named after the language on screen. Playwright reads
 * every kind of space in a name as a plain one, so the narrow space before the colon is matched by \s.
 */
const languageButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^(Language: English|Langue\s: Français)$/ })

const chooseLanguage = async (page: Page, name: "English" | "Français"): Promise<void> => {
  await languageButton(page).click()
  await page.getByRole("menuitemradio", { name }).click()
}

test.describe("the guard", () => {
  test("the dashboard without a session goes to the home page of the language", async ({ page }) => {
    await page.goto("/dashboard")
    await page.waitForURL(pathIs("/"))
    await expect(homeHeading(page, "en")).toBeVisible()

    await page.goto("/fr/dashboard")
    await page.waitForURL(pathIs("/fr"))
    await expect(homeHeading(page, "fr")).toBeVisible()
  })

  test("public pages open without a session", async ({ page }) => {
    // English first: an address without a language shows the one in use, which /fr/… makes French.
    for (const [path, heading] of [
      ["/inactivity-log-out", "You have been logged out"],
      ["/about/privacy-policy", "Privacy policy"],
      ["/fr/inactivity-log-out", "Votre session a été fermée"],
      ["/fr/about/site-map", "Plan du site"],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
        expect(new URL(page.url()).pathname).toBe(path)
      })
    }
  })

  test("a signed-in customer going home is sent to the dashboard", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await page.goto("/")
    await page.waitForURL(pathIs("/dashboard"))
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()

    await page.goto("/fr")
    await page.waitForURL(pathIs("/fr/dashboard"))
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Carla" })).toBeVisible()
  })

  test("signing out from the account menu clears the session, here and on the provider's side", async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    const stored = String(await page.evaluate("localStorage.getItem('billpath.session')"))
    const accessToken = /"access_token":"([^"]+)"/u.exec(stored)?.[1] ?? ""
    expect(accessToken).not.toBe("")
    // The quick links do not repeat Sign out; the header's account menu has it.
    await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click()
    await page.getByRole("menuitem", { name: "Sign out" }).click()
    await page.waitForURL(pathIs("/"))
    await expect(homeHeading(page, "en")).toBeVisible()
    await page.goto("/dashboard")
    await page.waitForURL(pathIs("/"))
    // The token is refused by the provider too (POST /logout revoked it), not only forgotten here.
    const after = await page.request.get("/api/accounts", {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(after.status()).toBe(401)
  })
})

test.describe("unknown paths", () => {
  test("unknown paths go to the home page of their language", async ({ page }) => {
    for (const [path, home] of [
      ["/nope", "/"],
      ["/xx", "/"],
      ["/about/nope/deeper", "/"],
      ["/fr/nope", "/fr"],
      ["/fr/nope/deeper", "/fr"],
    ] as const) {
      await test.step(`${path} → ${home}`, async () => {
        await page.goto(path)
        await page.waitForURL(pathIs(home))
        await expect(homeHeading(page, home === "/" ? "en" : "fr")).toBeVisible()
      })
    }
  })

  test("a signed-in customer on an unknown path ends on the dashboard, in their language", async ({
    page,
  }) => {
    await signIn(page, personas.bruno.username, personas.bruno.password)
    await dismissSystemMessage(page, "Plus tard")
    await page.goto("/nope/deeper")
    await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
    await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Bruno" })).toBeVisible()
  })
})

test.describe("language", () => {
  test("?lang=fr switches the home page to French", async ({ page }) => {
    await page.goto("/?lang=fr")
    await expect(homeHeading(page, "fr")).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    await expect(page).toHaveTitle("Connexion | Aurora Télécom")
    await expect(languageButton(page)).toHaveAccessibleName("Langue : Français")
  })

  test("?lang=de says the language is not supported and stays in English", async ({ page }) => {
    await page.goto("/?lang=de")
    await expect(page.getByRole("alert")).toContainText("Language not supported")
    await expect(homeHeading(page, "en")).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expectAccessible(page, "home, language not supported (en)")

    // An address that names French in its path keeps French, and the query's language is not looked at.
    await page.goto("/fr?lang=de")
    await expect(homeHeading(page, "fr")).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    await expect(page.getByRole("alert")).toHaveCount(0)
  })

  test("the header's drop-down switches the home page's language, and a reload keeps it", async ({
    page,
  }) => {
    await page.goto("/")
    await expect(page).toHaveTitle("Sign in | Aurora Telecom")
    await languageButton(page).click()
    await expect(page.getByRole("menu")).toBeVisible()
    // Each language is named in its own language.
    await expect(page.getByRole("menuitemradio", { name: "English" })).toBeChecked()
    await expect(page.getByRole("menuitemradio", { name: "Français" })).not.toBeChecked()
    await expectAccessible(page, "home, language menu open (en)")
    await page.getByRole("menuitemradio", { name: "Français" }).click()

    await expect(homeHeading(page, "fr")).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    await expect(page).toHaveTitle("Connexion | Aurora Télécom")
    await expect(languageButton(page)).toHaveAccessibleName("Langue : Français")
    await page.reload()
    await expect(homeHeading(page, "fr")).toBeVisible()

    await languageButton(page).click()
    await expectAccessible(page, "home, language menu open (fr)")
    await page.getByRole("menuitemradio", { name: "English" }).click()
    await expect(homeHeading(page, "en")).toBeVisible()
  })

  test("switching from /fr rewrites the address to the new language's", async ({ page }) => {
    await page.goto("/fr")
    await expect(homeHeading(page, "fr")).toBeVisible()
    await chooseLanguage(page, "English")
    await expect(homeHeading(page, "en")).toBeVisible()
    await page.waitForURL(pathIs("/"))
  })

  test("the drop-down switches the dashboard: texts, amounts and the due-date line", async ({ page }) => {
    await signIn(page, personas.alice.username, personas.alice.password)
    await dismissSystemMessage(page, "Not now")
    await expect(page.getByTestId("balance")).toHaveText("$84.17")
    await chooseLanguage(page, "Français")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonjour, Alice")
    await expect(page.getByTestId("balance")).toHaveText("84,17 $")
    await expect(page.getByTestId("autopay-method")).toContainText("Visa se terminant par 4242")
    await expect(page.getByRole("banner").getByText("Paiement automatique prévu dans 9 jours")).toBeVisible()
    await expect(page).toHaveTitle("Aperçu | Aurora Télécom")
    await expectAccessible(page, "dashboard, Alice (fr)")
  })

  test("arriving at the dashboard from nowhere switches to the saved language", async ({ page }) => {
    await signIn(page, personas.bruno.username, personas.bruno.password)
    await dismissSystemMessage(page, "Plus tard")
    await languageButton(page).click()
    await expect(page.getByRole("menuitemradio", { name: "Français" })).toBeChecked()
    await expectAccessible(page, "dashboard, language menu open (fr)")
    await page.getByRole("menuitemradio", { name: "English" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Bruno")

    // Moving inside the portal keeps the language chosen…
    await page
      .getByRole("banner")
      .getByRole("link", { name: /go to your overview/ })
      .click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Bruno")

    // …a fresh arrival takes the saved one (French for Bruno).
    await page.goto("/dashboard")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonjour, Bruno")
    await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  })
})
