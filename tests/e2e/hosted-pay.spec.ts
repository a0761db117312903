/**
 * The simulated provider-hosted card page (mock-server/src/hosted-pay), reached from Carla's "Make a
 * payment": branded with the theme, usable on a 390 px phone, its errors marked on the fields, in
 * English and French, on both sample themes.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, expectAccessible, type Lang, type Page, personas, shoot, signIn, test } from "./fixtures.ts"

/** A value inside parsed JSON, by its keys; undefined where the path does not lead. */
const jsonAt = (value: unknown, ...keys: ReadonlyArray<string>): unknown =>
  keys.reduce<unknown>(
    (inner, key) =>
      typeof inner === "object" && inner !== null
        ? Object.getOwnPropertyDescriptor(inner, key)?.value
        : undefined,
    value,
  )

const themeOf = (id: string) => {
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "themes", id, file), "utf8"))
  return {
    primary: String(jsonAt(read("styles.json"), "colors", "primary")),
    providerName: (lang: Lang) => String(jsonAt(read(`text/${lang}.json`), "providerName")),
  }
}

const texts = {
  en: {
    pay: "Make a payment",
    submit: "Pay now",
    cardNumber: "Card number",
    invalidCard: "Enter a valid card number.",
  },
  fr: {
    pay: "Effectuer un paiement",
    submit: "Payer maintenant",
    cardNumber: "Numéro de carte",
    invalidCard: "Entrez un numéro de carte valide.",
  },
} as const

/** "#0B6468" as the browser reports a computed colour. */
const rgb = (hex: string): string => {
  const value = (offset: number) => Number.parseInt(hex.slice(offset, offset + 2), 16)
  return `rgb(${value(1)}, ${value(3)}, ${value(5)})`
}

const openHostedPage = async (page: Page, lang: Lang): Promise<void> => {
  await signIn(page, personas.carla.username, personas.carla.password)
  if (lang === "fr") await page.goto("/fr/dashboard")
  await page.getByRole("button", { name: texts[lang].pay }).click()
  await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
}

const expectNoSidewaysScroll = async (page: Page): Promise<void> => {
  const overflow = Number(
    await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
  )
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0)
}

for (const [server, themeId] of [
  ["aurora", "aurora-telecom"],
  ["lakeside", "lakeside-utilities"],
] as const) {
  test.describe(`on ${themeId}`, () => {
    test.use({ server })
    const theme = themeOf(themeId)

    for (const lang of ["en", "fr"] as const) {
      test(`the card page wears the theme, fits 390 px and marks errors on their fields (${lang})`, async ({
        page,
      }) => {
        const name = theme.providerName(lang)
        await page.setViewportSize({ width: 390, height: 844 })
        await openHostedPage(page, lang)
        await expect(page.locator("html")).toHaveAttribute("lang", lang)
        const logo = page.getByRole("img", { name })
        await expect(logo).toBeVisible()
        expect(await logo.evaluate((image: { naturalWidth: number }) => image.naturalWidth)).toBeGreaterThan(
          0,
        )
        const submit = page.getByRole("button", { name: texts[lang].submit })
        await expect(submit).toHaveCSS("background-color", rgb(theme.primary))
        // Expiry and security code share a row.
        const expiry = await page.locator("#expiry").boundingBox()
        const cvc = await page.locator("#cvc").boundingBox()
        expect(expiry?.y).toBe(cvc?.y)
        expect((cvc?.x ?? 0) >= (expiry?.x ?? 0) + (expiry?.width ?? 0)).toBe(true)
        if (lang === "fr") await expect(page.locator("#amount")).toHaveValue("212,40")
        await expectNoSidewaysScroll(page)
        await expectAccessible(page, `hosted card page, ${themeId} (${lang}, 390 px)`)
        await shoot(page, `hosted-${server}-${lang}-390x844`)

        await page.getByLabel(texts[lang].cardNumber).fill("4242 4242 4242 4241")
        await page.locator("#expiry").fill("01/20")
        await submit.click()
        const cardNumber = page.getByLabel(texts[lang].cardNumber)
        await expect(cardNumber).toHaveAttribute("aria-invalid", "true")
        await expect(cardNumber).toHaveAccessibleDescription(texts[lang].invalidCard)
        for (const field of ["#cardholder", "#expiry", "#cvc"])
          await expect(page.locator(field)).toHaveAttribute("aria-invalid", "true")
        // The summary takes the focus, so the customer hears what to correct.
        await expect(page.getByRole("alert")).toBeFocused()
        await expectNoSidewaysScroll(page)
        await expectAccessible(page, `hosted card page with errors, ${themeId} (${lang}, 390 px)`)
        await shoot(page, `hosted-${server}-${lang}-390x844-errors`)

        await page.setViewportSize({ width: 1280, height: 800 })
        await expectNoSidewaysScroll(page)
        await shoot(page, `hosted-${server}-${lang}-1280x800-errors`)
      })
    }
  })
}

test("a French amount with a comma pays that amount", async ({ page }) => {
  await openHostedPage(page, "fr")
  await page.getByLabel("Nom sur la carte").fill("Carla Nguyen")
  await page.getByLabel("Numéro de carte").fill("4242 4242 4242 4242")
  await page.locator("#expiry").fill("12/30")
  await page.locator("#cvc").fill("123")
  await page.getByLabel("Montant (USD)").fill("100,50")
  const paid = page.waitForResponse((response) => response.request().method() === "POST")
  await page.getByRole("button", { name: "Payer maintenant" }).click()
  expect((await paid).status()).toBe(303)
  // Back on the portal (the redirect's page load finished), then the dashboard afresh.
  await page.waitForURL((url) => !url.pathname.startsWith("/__mock/hosted-payment/"))
  await page.waitForLoadState("networkidle")
  // What is left: 212,40 − 100,50.
  await page.goto("/fr/dashboard")
  await expect(page.getByTestId("balance")).toHaveText("111,90 $")
})
