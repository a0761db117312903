/**
 * The e-mailed code after the password (docs/decisions/046-passkeys-and-a-second-factor.md). On Lakeside,
 * whose theme offers it: Sofia, who turned it on, by keyboard in both languages with axe; five wrong codes
 * refused as the spec's invalid sign-in; a remembered browser; Nora turning it on and off in My profile.
 * On Lakeside with the code required: Nora signs in with it, and My profile offers no switch.
 */
import type { FastifyInstance } from "fastify"
import { buildMockServer } from "../../mock-server/src/app.ts"
import { runningClock } from "../../mock-server/src/clock.ts"
import {
  expect,
  expectAccessible,
  fillSignInForm,
  focusByTab,
  type Lang,
  type Locator,
  lastCodeOf,
  type Page,
  personas,
  recordOwnServerTheme,
  signInForm,
  test,
} from "./fixtures.ts"
import { mockNow, ownServerPort } from "./servers.ts"

test.use({ server: "lakeside" })

const sofia = { username: "sofia.lind", password: "Lakeshore2026!" } as const

const texts = {
  en: {
    heading: "Enter your sign-in code",
    code: "Sign-in code",
    submit: "Continue",
    remember: /Remember this browser/u,
    startOver: "Sign in again",
    invalid: "Your credentials are invalid or expired. Please try again.",
    signIn: "Sign in",
  },
  fr: {
    heading: "Entrez votre code de connexion",
    code: "Code de connexion",
    submit: "Continuer",
    remember: /Mémoriser ce navigateur/u,
    startOver: "Se connecter de nouveau",
    invalid: "Vos identifiants sont invalides ou expirés. Veuillez réessayer.",
    signIn: "Se connecter",
  },
} as const satisfies Record<Lang, object>

/** Password by keyboard; the code step then shows, its field holding the focus. */
/** Five wrong codes in the code field, each answered 431 and shown as the invalid-sign-in alert. */
const enterFiveWrongCodes = async (page: Page, field: Locator, right: string) => {
  const wrong = right === "000000" ? "111111" : "000000"
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await field.fill(wrong)
    const refused = page.waitForResponse((answer) => answer.url().endsWith("/login/code"))
    await page.keyboard.press("Enter")
    expect((await refused).status(), `wrong code ${attempt}`).toBe(431)
    await expect(page.getByRole("alert")).toContainText(texts.en.invalid)
    await expect(field).toHaveValue("")
  }
}

const passwordStep = async (page: Page, lang: Lang) => {
  await fillSignInForm(page, sofia.username, sofia.password, { lang, keyboard: true })
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { name: texts[lang].heading })).toBeVisible()
  const field = page.getByLabel(texts[lang].code, { exact: true })
  await expect(field).toBeFocused()
  return field
}

for (const lang of ["en", "fr"] as const) {
  test(`Sofia signs in with her password and the e-mailed code, by keyboard (${lang})`, async ({ page }) => {
    const field = await passwordStep(page, lang)
    await expect(field).toHaveAttribute("autocomplete", "one-time-code")
    await expect(field).toHaveAttribute("inputmode", "numeric")
    await expectAccessible(page, `second factor, code step (${lang})`)
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size)
      await page.screenshot({
        path: `test-results/shots/code-step-${lang}-${size.width}.png`,
        fullPage: true,
      })
    }
    // An empty or short code is told at the field, and nothing is sent.
    await page.keyboard.press("Enter")
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await page.keyboard.type(await lastCodeOf(page, sofia.username))
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname.includes("/dashboard"))
  })
}

test("Sign in again goes back to the password, which has the focus, and on to a new code (fr)", async ({
  page,
}) => {
  await passwordStep(page, "fr")
  await focusByTab(page, page.getByRole("button", { name: texts.fr.startOver }), "Sign in again")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { name: texts.fr.heading })).toHaveCount(0)
  const form = signInForm(page, "fr")
  await expect(form.password).toBeFocused()
  await expect(form.username).toHaveValue(sofia.username)
  // Her password again, and the step comes back with a new code.
  await form.password.clear()
  await page.keyboard.type(sofia.password)
  await page.keyboard.press("Enter")
  const field = page.getByLabel(texts.fr.code, { exact: true })
  await expect(field).toBeFocused()
  await page.keyboard.type(await lastCodeOf(page, sofia.username))
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname.includes("/dashboard"))
})

test("five wrong codes are each refused as an invalid sign-in, and the pending sign-in then ends", async ({
  page,
}) => {
  const field = await passwordStep(page, "en")
  const right = await lastCodeOf(page, sofia.username)
  await enterFiveWrongCodes(page, field, right)
  // Even the right code is too late: the password has to be given again.
  await field.fill(right)
  await page.keyboard.press("Enter")
  await expect(page.getByRole("button", { name: texts.en.signIn, exact: true })).toBeVisible()
  await expect(page.getByRole("alert")).toContainText(texts.en.invalid)
  await expect(page).not.toHaveURL(/dashboard/u)
})

test("a remembered browser is not asked for the code again", async ({ page }) => {
  const field = await passwordStep(page, "en")
  // The input itself is visually hidden: a customer clicks the label.
  await page.locator("label", { has: page.getByRole("checkbox", { name: texts.en.remember }) }).click()
  await field.fill(await lastCodeOf(page, sofia.username))
  await page.getByRole("button", { name: texts.en.submit }).click()
  await page.waitForURL((url) => url.pathname.includes("/dashboard"))
  // A new sign-in in the same browser (the kept session dropped): the password alone is enough now.
  await page.evaluate(() => localStorage.removeItem("billpath.session"))
  await fillSignInForm(page, sofia.username, sofia.password, { lang: "en" })
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname.includes("/dashboard"))
})

test("Nora turns the code on in My profile; her next sign-in asks for it; she turns it off (fr for the alerts)", async ({
  page,
}) => {
  const toggle = (name: RegExp) => page.locator("label", { has: page.getByRole("checkbox", { name }) })
  await fillSignInForm(page, personas.nora.username, personas.nora.password, { lang: "en" })
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname.includes("/dashboard"))
  await page.goto("/account/settings")
  const box = page.getByRole("checkbox", { name: /E-mail me a code each time I sign in/u })
  await expect(page.getByRole("heading", { name: "Sign-in code" })).toBeVisible()
  await expect(box).not.toBeChecked()
  await toggle(/E-mail me a code/u).click()
  await expect(
    page.getByText("Done: we will e-mail you a code each time you sign in with your password."),
  ).toBeVisible()
  await expect(box).toBeChecked()
  await expectAccessible(page, "second factor setting (en)")

  // A new sign-in in this browser: the password is no longer enough.
  await page.evaluate(() => localStorage.removeItem("billpath.session"))
  await page.goto("/fr")
  await fillSignInForm(page, personas.nora.username, personas.nora.password, { lang: "fr", open: false })
  await page.keyboard.press("Enter")
  const field = page.getByLabel(texts.fr.code, { exact: true })
  await expect(field).toBeFocused()
  await page.keyboard.type(await lastCodeOf(page, personas.nora.username))
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname.includes("/dashboard"))

  await page.goto("/fr/account/settings")
  await toggle(/M’envoyer un code par courriel/u).click()
  await expect(
    page.getByText("C’est fait\u202f: la connexion avec votre mot de passe ne demande plus de code."),
  ).toBeVisible()
  await expect(page.getByRole("checkbox", { name: /M’envoyer un code par courriel/u })).not.toBeChecked()
})

test.describe("where the provider requires the code", () => {
  // Lakeside with `secondFactor: required`, on a server of this worker's own: no shipped theme requires it.
  let app: FastifyInstance | undefined
  let site = ""
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, workerInfo) => {
    const port = ownServerPort(workerInfo.parallelIndex, "secondFactorRequired")
    const built = await buildMockServer({
      themeId: "lakeside-utilities",
      themeSettings: { secondFactor: "required" },
      clock: runningClock(new Date(mockNow)),
    })
    await built.app.listen({ port, host: "127.0.0.1" })
    app = built.app
    site = `http://127.0.0.1:${port}`
    recordOwnServerTheme(site, "lakeside-utilities")
  })
  test.afterAll(async () => {
    await app?.close()
  })

  test("Nora, who never turned it on, signs in with her password and the code; My profile offers no switch", async ({
    page,
  }) => {
    await page.goto(`${site}/`)
    await fillSignInForm(page, personas.nora.username, personas.nora.password, { lang: "en", open: false })
    await page.keyboard.press("Enter")
    const field = page.getByLabel(texts.en.code, { exact: true })
    await expect(field).toBeFocused()
    await field.fill(await lastCodeOf(page, personas.nora.username, site))
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname.includes("/dashboard"))
    await page.goto(`${site}/account/settings`)
    await expect(page.getByRole("heading", { name: "Sign-in code" })).toBeVisible()
    await expect(
      page.getByText("Your provider asks for an e-mailed code each time you sign in with your password."),
    ).toBeVisible()
    await expect(page.getByRole("checkbox", { name: /E-mail me a code/u })).toHaveCount(0)
  })

  test("five wrong codes are each refused as an invalid sign-in", async ({ page }) => {
    await page.goto(`${site}/`)
    await fillSignInForm(page, personas.nora.username, personas.nora.password, { lang: "en", open: false })
    await page.keyboard.press("Enter")
    const field = page.getByLabel(texts.en.code, { exact: true })
    await expect(field).toBeFocused()
    await enterFiveWrongCodes(page, field, await lastCodeOf(page, personas.nora.username, site))
    await expect(page).not.toHaveURL(/dashboard/u)
  })
})
