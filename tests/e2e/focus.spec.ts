/**
 * Focus is never lost: after a failed sign-in it is on the alert or on the first
 * invalid field; after a dialog it is back on the element that opened it, or on the page's main heading
 * when nothing did. Never on <body>, where a keyboard or screen-reader user would have to start over.
 * (No screen opens a dialog from a button yet; that half is held by ui/help-modal/help-link.test.tsx.)
 */
import {
  dismissSystemMessage,
  expect,
  expectAccessible,
  expectSystemMessageShown,
  fillSignInForm,
  type Lang,
  type Page,
  personas,
  signIn,
  signInForm,
  test,
} from "./fixtures.ts"

const texts = {
  en: { invalid: /credentials are invalid/, hello: "Hello, Alice", notNow: "Not now" },
  fr: { invalid: /identifiants sont invalides/, hello: "Bonjour, Bruno", notNow: "Plus tard" },
} as const satisfies Record<Lang, unknown>

/** What has the focus, as a short description; "body" when nothing does. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(`(() => {
    const element = document.activeElement
    if (element === null || element === document.body) return "body"
    return element.localName + (element.getAttribute("role") ? "[role=" + element.getAttribute("role") + "]" : "")
  })()`)

for (const lang of ["en", "fr"] as const) {
  test.describe(`after a failed sign-in (${lang})`, () => {
    test("wrong credentials: the alert has the focus", async ({ page }) => {
      const form = await fillSignInForm(page, personas.alice.username, "Wrong-password-1", { lang })
      await form.submit.click()
      const alert = page.getByRole("alert")
      await expect(alert).toContainText(texts[lang].invalid)
      await expect(alert).toBeFocused()
      expect(await focused(page)).toBe("div[role=alert]")
      await expectAccessible(page, `home, failed sign-in, alert focused (${lang})`)
    })

    test("by keyboard, Enter on a wrong password: the alert has the focus, Tab goes on into the form", async ({
      page,
    }) => {
      await fillSignInForm(page, personas.alice.username, "Wrong-password-1", { lang, keyboard: true })
      await page.keyboard.press("Enter")
      await expect(page.getByRole("alert")).toBeFocused()
      await page.keyboard.press("Tab")
      expect(await focused(page)).not.toBe("body")
    })

    test("empty fields: the first invalid field has the focus", async ({ page }) => {
      await page.goto(lang === "fr" ? "/fr" : "/")
      const form = signInForm(page, lang)
      await form.password.fill("Sunrise2026!")
      await form.submit.click()
      await expect(form.username).toHaveAttribute("aria-invalid", "true")
      await expect(form.username).toBeFocused()
      await expectAccessible(page, `home, empty username focused (${lang})`)
    })
  })
}

for (const lang of ["en", "fr"] as const) {
  test(`after the system message closes, the main heading has the focus (${lang})`, async ({ page }) => {
    const persona = lang === "en" ? personas.alice : personas.bruno
    await signIn(page, persona.username, persona.password, { lang })
    await expectSystemMessageShown(page)
    await dismissSystemMessage(page, texts[lang].notNow)
    await expect(page.getByRole("heading", { level: 1, name: texts[lang].hello })).toBeFocused()
    await expectAccessible(page, `dashboard, heading focused after the message (${lang})`)
    // From the heading, Tab goes on through the page.
    await page.keyboard.press("Tab")
    expect(await focused(page)).not.toBe("body")
  })
}
