/**
 * The e-mailed sign-in code on the in-store kiosk (docs/decisions/046-passkeys-and-a-second-factor.md), on the
 * portrait store screen, Lakeside made a kiosk (its theme offers passkeys and the code): Sofia, who turned
 * the code on, signs in with her password and then taps the code on the on-screen keypad. A shared
 * terminal offers no passkey and no "remember this browser".
 */
import { expect, expectAccessible, fillSignInForm, lastCodeOf, type Page, test } from "./fixtures.ts"
import {
  boxOf,
  configureKiosk,
  kioskPartsIn,
  shootScreen,
  smallTargets,
  startVisit,
} from "./kiosk-harness.ts"

test.use({ server: "lakeside", viewport: { width: 1080, height: 1920 } })

const sofia = { username: "sofia.lind", password: "Lakeshore2026!", accountNumber: "1002003008" } as const

const texts = {
  en: {
    heading: "Enter your sign-in code",
    code: "Sign-in code",
    submit: "Continue",
    keypad: "On-screen keypad",
    done: "Done",
    remember: /Remember this browser/u,
    passkey: /passkey/iu,
  },
  fr: {
    heading: "Entrez votre code de connexion",
    code: "Code de connexion",
    submit: "Continuer",
    keypad: "Clavier à l’écran",
    done: "Terminé",
    remember: /Mémoriser ce navigateur/u,
    passkey: /clé d’accès/iu,
  },
} as const

/** Nothing on screen offers a passkey: no button, and no passkey in the username field's autofill. */
const expectNoPasskey = async (page: Page, lang: "en" | "fr") => {
  await expect(page.getByRole("button", { name: texts[lang].passkey })).toHaveCount(0)
  await expect(page.getByText(texts[lang].passkey)).toHaveCount(0)
  for (const input of await page.locator("input").all())
    expect(await input.getAttribute("autocomplete"), "no field asks for the passkey autofill").not.toMatch(
      /webauthn/u,
    )
}

for (const lang of ["en", "fr"] as const) {
  test(`Sofia signs in on the kiosk with her password and taps the e-mailed code on the keypad (${lang})`, async ({
    page,
  }) => {
    const text = texts[lang]
    await configureKiosk(page)
    await startVisit(page, lang)
    await kioskPartsIn(page)
    await expect(page.locator("html")).toHaveAttribute("data-kiosk")
    const form = await fillSignInForm(page, sofia.username, sofia.password, { lang, open: false })
    await expectNoPasskey(page, lang)
    await form.submit.click()

    // The code step: its field has the focus, and the keypad shows digits for it.
    await expect(page.getByRole("heading", { name: text.heading })).toBeVisible()
    const field = page.getByLabel(text.code, { exact: true })
    await expect(field).toBeFocused()
    const keypad = page.getByRole("region", { name: text.keypad })
    await expect(keypad).toBeVisible()
    await expect(keypad).toHaveAttribute("data-keypad", "digits")
    await expect(page.getByRole("checkbox", { name: text.remember })).toHaveCount(0)
    await expect(page.getByText(text.remember)).toHaveCount(0)
    await expectNoPasskey(page, lang)

    // Finger-sized: the field, every key, and everything else on screen.
    expect((await boxOf(field, "the code field")).height).toBeGreaterThanOrEqual(48)
    for (const digit of "0123456789") {
      const key = await boxOf(keypad.getByRole("button", { name: digit, exact: true }), `key ${digit}`)
      expect(key.width, `key ${digit}`).toBeGreaterThanOrEqual(48)
      expect(key.height, `key ${digit}`).toBeGreaterThanOrEqual(48)
    }
    expect(await smallTargets(page), "every target on the code step is touch-sized").toEqual([])
    await expectAccessible(page, `kiosk code step with its keypad (${lang})`)
    await page.screenshot({ path: `test-results/shots/kiosk-code-step-${lang}-1080x1920.png` })
    await shootScreen(page, `kiosk-code-step-lakeside-1080x1920-${lang}`)

    // The code, a tap per digit; Done puts the keypad away, and Continue sends it.
    const code = await lastCodeOf(page, sofia.username)
    for (const digit of code) await keypad.getByRole("button", { name: digit, exact: true }).click()
    await expect(field).toHaveValue(code)
    await keypad.getByRole("button", { name: text.done, exact: true }).click()
    await expect(keypad).toBeHidden()
    await page.getByRole("button", { name: text.submit, exact: true }).click()
    await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
    await expect(page.getByText(sofia.accountNumber).first()).toBeVisible()
  })
}
