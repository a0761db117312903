/**
 * Home's sign-in form (spec §4/§5): the form in both languages, the empty-field errors,
 * invalid and locked sign-ins, the robot check's visible challenge and the new-password detour.
 * A successful sign-in per persona is in dashboard.spec.ts.
 */
import {
  apiPathOf,
  expect,
  expectAccessible,
  expectFieldError,
  fillSignInForm,
  type Lang,
  personas,
  robotUsername,
  signInForm,
  test,
} from "./fixtures.ts"

const texts = {
  en: {
    path: "/",
    heading: "Sign in",
    empty: "Fields cannot be empty",
    invalid: "Your credentials are invalid or expired. Please try again.",
    locked:
      "Due to failed sign in attempts, your account has been disabled. Please use the forgot password process to reset your account.",
    robotHeading: "Please confirm you are not a robot",
    robotCheck: "I'm not a robot",
    errorIcon: "Error",
  },
  fr: {
    path: "/fr",
    heading: "Connexion",
    empty: "Les champs ne peuvent pas être vides",
    invalid: "Vos identifiants sont invalides ou expirés. Veuillez réessayer.",
    locked:
      "En raison de tentatives de connexion infructueuses, votre compte a été désactivé. Veuillez utiliser la procédure de mot de passe oublié pour réinitialiser votre compte.",
    robotHeading: "Veuillez confirmer que vous n’êtes pas un robot",
    robotCheck: "Je ne suis pas un robot",
    errorIcon: "Erreur",
  },
} as const satisfies Record<Lang, Record<string, string>>

for (const lang of ["en", "fr"] as const) {
  const text = texts[lang]

  test.describe(`in ${lang}`, () => {
    test("the home page shows the sign-in form", async ({ page }) => {
      await page.goto(text.path)
      await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible()
      await expect(page.locator("html")).toHaveAttribute("lang", lang)
      const form = signInForm(page, lang)
      await expect(form.username).toBeVisible()
      await expect(form.password).toBeVisible()
      await expect(form.password).toHaveAttribute("type", "password")
      await expect(form.submit).toBeEnabled()
      await expectAccessible(page, `home (${lang})`)
    })

    test("an empty submit shows an error under each field, cleared by typing", async ({ page }) => {
      await page.goto(text.path)
      const form = signInForm(page, lang)
      let loginCalls = 0
      page.on("request", (request) => {
        if (apiPathOf(request.url()) === "/api/login") loginCalls += 1
      })
      await form.submit.click()
      const errors = page.getByText(text.empty)
      await expect(errors).toHaveCount(2)
      // Each field is marked invalid and points at its own error, so a screen reader tells them apart.
      await expectFieldError(form.username, text.empty)
      await expectFieldError(form.password, text.empty)
      await expectAccessible(page, `home, empty-field errors (${lang})`)

      await form.username.pressSequentially("a")
      await expect(errors).toHaveCount(1)
      await expect(form.username).not.toHaveAttribute("aria-invalid", "true")
      await expectFieldError(form.password, text.empty)
      await form.password.pressSequentially("b")
      await expect(errors).toHaveCount(0)
      await expect(form.password).not.toHaveAttribute("aria-invalid", "true")
      expect(loginCalls, "no sign-in request for an empty form").toBe(0)
    })

    test("a wrong password shows the invalid-credentials alert", async ({ page }) => {
      const form = await fillSignInForm(page, personas.alice.username, "Wrong-password-1", { lang })
      await form.submit.click()
      // An error interrupts a screen reader (role alert) and its icon names the priority first.
      const alert = page.getByRole("alert")
      await expect(alert).toHaveCount(1)
      await expect(alert).toContainText(text.invalid)
      await expect(alert.getByRole("img", { name: text.errorIcon, exact: true })).toBeVisible()
      await expect(page).toHaveURL(new URL(text.path, page.url()).href)
      await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible()
      await expectAccessible(page, `home, invalid sign-in alert (${lang})`)
    })

    test("a locked account shows the locked alert, which replaces the earlier one", async ({ page }) => {
      const form = await fillSignInForm(page, personas.alice.username, "Wrong-password-1", { lang })
      await form.submit.click()
      await expect(page.getByRole("alert")).toContainText(text.invalid)
      await form.username.fill(personas.locked.username)
      await form.password.fill(personas.locked.password)
      await form.submit.click()
      // Adding an alert replaces the list (spec §2): only the locked one is left.
      const alert = page.getByRole("alert")
      await expect(alert).toContainText(text.locked)
      await expect(alert).toHaveCount(1)
      await expect(alert).not.toContainText(text.invalid)
      await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible()
      await expectAccessible(page, `home, locked alert (${lang})`)
    })

    test("a username the low-friction check refuses needs the visible challenge", async ({ page }) => {
      let loginCalls = 0
      page.on("request", (request) => {
        if (apiPathOf(request.url()) === "/api/login") loginCalls += 1
      })
      const form = await fillSignInForm(page, robotUsername, "Anything2026!", { lang })
      await form.submit.click()

      const challenge = page.getByRole("group", { name: text.robotHeading })
      await expect(challenge).toBeVisible()
      const checkbox = challenge.getByRole("checkbox", { name: text.robotCheck })
      await expect(checkbox).not.toBeChecked()
      await expect(form.submit).toBeDisabled()
      expect(loginCalls, "no sign-in before the robot check passed").toBe(0)
      await expectAccessible(page, `home, robot challenge (${lang})`)

      // Ticking the box verifies its token with the API; once it passes, submit is enabled.
      await checkbox.click()
      await expect(form.submit).toBeEnabled()
      // Passed: the challenge makes way for the form.
      await expect(challenge).toHaveCount(0)
      await form.submit.click()
      // No such user: the sign-in itself fails, and a failure resets the robot check.
      await expect(page.getByRole("alert")).toContainText(text.invalid)
      expect(loginCalls).toBe(1)
      await expect(challenge).toHaveCount(0)
      await expect(form.submit).toBeEnabled()

      // The next attempt starts with the low-friction check again, which refuses again.
      await form.submit.click()
      await expect(challenge).toBeVisible()
      await expect(challenge.getByRole("checkbox", { name: text.robotCheck })).not.toBeChecked()
      await expect(form.submit).toBeDisabled()
      expect(loginCalls).toBe(1)
    })
  })
}

test("other usernames pass the low-friction check without a visible challenge", async ({ page }) => {
  const verifications: Array<string> = []
  page.on("request", (request) => {
    if (apiPathOf(request.url()) === "/api/verifyrecaptchatoken") verifications.push(request.url())
  })
  const form = await fillSignInForm(page, personas.carla.username, personas.carla.password)
  await form.submit.click()
  await page.waitForURL((url) => url.pathname === "/dashboard")
  expect(verifications, "one low-friction verification").toHaveLength(1)
  expect(new URL(verifications[0] ?? "").searchParams.get("version")).toBe("v3")
  await expect(page.getByRole("checkbox")).toHaveCount(0)
})

for (const lang of ["en", "fr"] as const) {
  test(`a customer who must reset the password is taken to the new-password view (${lang})`, async ({
    page,
  }) => {
    const persona = personas.resetRequired
    const form = await fillSignInForm(page, persona.username, persona.password, { lang })
    await form.submit.click()
    await page.waitForURL(
      (url) => url.pathname === (lang === "en" ? "/account/password-reset" : "/fr/account/password-reset"),
    )
    const heading = lang === "en" ? "Choose a new password" : "Choisir un nouveau mot de passe"
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
    await expectAccessible(page, `new-password view (${lang})`)
  })
}

test("until the new password is chosen the account stays closed; then the dashboard opens with it", async ({
  page,
}) => {
  const persona = personas.resetRequired
  const accountAnswers: Array<number> = []
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/accounts") accountAnswers.push(response.status())
  })
  const form = await fillSignInForm(page, persona.username, persona.password, { lang: "en" })
  await form.submit.click()
  await page.waitForURL((url) => url.pathname === "/account/password-reset")
  // The provider refuses the account to this sign-in (401), and the portal does not give up on it.
  expect(accountAnswers.every((status) => status === 401)).toBe(true)
  await page.getByLabel("Current password", { exact: true }).fill(persona.password)
  await page.getByLabel("New password", { exact: true }).fill("Orchard2027!")
  await page.getByLabel("Re-enter new password", { exact: true }).fill("Orchard2027!")
  await page.getByRole("button", { name: "Save password" }).click()
  await page.waitForURL((url) => url.pathname === "/dashboard")
  await expect(page.getByText("Password updated successfully!")).toBeVisible()
  await expect(page.getByText("1002003005")).toBeVisible()
  expect(accountAnswers.at(-1)).toBe(200)
})
