/**
 * Paying a bill through the provider's card page and the receipt it comes back to (spec §2 Payment
 * receipt, §4): what the receipt shows, printing it, continuing to a dashboard that shows the payment,
 * a declined card and a cancel, no receipt to show, the customer's preferred language, the keyboard.
 */
import {
  dismissSystemMessage,
  expect,
  expectAccessible,
  focusByTab,
  type Lang,
  type Page,
  personas,
  screenSizes,
  shoot,
  signIn,
  test,
} from "./fixtures.ts"

const texts = {
  en: {
    pay: "Make a payment",
    cardNumber: "Card number",
    name: "Name on card",
    amount: "Amount (USD)",
    submit: "Pay now",
    cancel: "Cancel and return",
    heading: "Payment receipt",
    print: "Print receipt",
    continue: "Continue to my account",
    declined: "The card issuer declined this card. Try another card.",
    cancelled: "Payment cancelled. You were not charged.",
    unavailable:
      "There is no payment receipt to show. If you have just paid, your payment appears in your payment history.",
  },
  fr: {
    pay: "Effectuer un paiement",
    cardNumber: "Numéro de carte",
    name: "Nom sur la carte",
    amount: "Montant (USD)",
    submit: "Payer maintenant",
    cancel: "Annuler et revenir",
    heading: "Reçu de paiement",
    print: "Imprimer le reçu",
    continue: "Continuer vers mon compte",
    declined: "L’émetteur a refusé cette carte. Essayez une autre carte.",
    cancelled: "Paiement annulé. Aucun montant ne vous a été facturé.",
    unavailable:
      "Aucun reçu de paiement à afficher. Si vous venez de payer, votre paiement figure dans votre historique des paiements.",
  },
} as const

const onHostedPage = (page: Page) =>
  page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))

/** Fills the provider's card page (its amount is the balance already) with a card, expiry and CVC. */
const fillCard = async (page: Page, lang: Lang, card: string): Promise<void> => {
  await page.getByLabel(texts[lang].name).fill("Carla Nguyen")
  await page.getByLabel(texts[lang].cardNumber).fill(card)
  await page.locator("#expiry").fill("12/30")
  await page.locator("#cvc").fill("123")
}

/** From the dashboard: Make a payment, pay with the card, and wait for the receipt. */
const payFromDashboard = async (page: Page, lang: Lang, card = "4242 4242 4242 4242"): Promise<void> => {
  await page.getByRole("button", { name: texts[lang].pay }).click()
  await onHostedPage(page)
  await fillCard(page, lang, card)
  await page.getByRole("button", { name: texts[lang].submit }).click()
  await page.waitForURL((url) => url.pathname.endsWith("/payment-receipt"))
  await expect(page.getByRole("heading", { level: 1, name: texts[lang].heading })).toBeVisible()
}

const receipt = (page: Page) => page.getByRole("region", { name: /^(Payment receipt|Reçu de paiement)$/ })

/** How many pages Chromium would print: the PDF's page objects. */
const printedPageCount = async (page: Page): Promise<number> => {
  const pdf = (await page.pdf({ format: "Letter", printBackground: true })).toString("latin1")
  return pdf.match(/\/Type\s*\/Page(?!s)/gu)?.length ?? 0
}

test.describe("Carla pays her past-due bill", () => {
  test("the receipt shows the amount, the card, the time in Chicago and a reference; Continue shows the payment", async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await expect(page.getByTestId("balance")).toHaveText("$212.40")
    await payFromDashboard(page, "en")

    await expect(page.getByTestId("receipt-amount")).toHaveText("$212.40")
    await expect(page.getByTestId("receipt-card")).toHaveText("Visa ending in 4242")
    // The card type's badge, as the card carries it.
    await expect(receipt(page).locator('[data-payment-type="VISA"]')).toHaveText("VISA")
    await expect(page.getByTestId("receipt-reference")).toHaveText(/\S{6,}/u)
    // The provider's time zone, named, whatever the browser's.
    await expect(receipt(page)).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/u)
    await expect(receipt(page)).toContainText(personas.carla.accountNumber)
    await expectAccessible(page, "the receipt (en)")
    await shoot(page, "receipt-aurora-en-1280x800")

    // Continue moves within the app: the marker set on this page is still there on the dashboard.
    await page.evaluate("window.__sameApp = true")
    await page.getByRole("link", { name: texts.en.continue }).click()
    await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
    expect(await page.evaluate("window.__sameApp === true")).toBe(true)
    await expect(page.getByTestId("balance")).toHaveText("$0.00")
    await expect(page.getByTestId("last-payment")).toContainText("$212.40")
  })

  test("Print opens the print dialog, and paper gets the receipt alone with the logo, black on white, on one page", async ({
    page,
  }) => {
    // The print dialog is the browser's own; what the page can be held to is asking for it.
    await page.addInitScript({
      content: `(() => {
        window.printCalls = []
        window.print = () => { window.printCalls.push(Date.now()) }
      })()`,
    })
    await signIn(page, personas.carla.username, personas.carla.password)
    await payFromDashboard(page, "en")
    await page.getByRole("button", { name: texts.en.print }).click()
    expect(await page.evaluate("window.printCalls.length")).toBe(1)

    await page.emulateMedia({ media: "print" })
    await expect(page.getByRole("banner")).toBeHidden()
    await expect(page.getByRole("contentinfo")).toBeHidden()
    await expect(page.getByRole("button", { name: texts.en.print })).toBeHidden()
    await expect(page.getByRole("link", { name: texts.en.continue })).toBeHidden()
    // The receipt only: every word paper gets is the receipt's (rendered text leaves out what is hidden).
    const printedText = async (selector: string): Promise<string> =>
      String(
        await page.evaluate(
          `(document.querySelector(${JSON.stringify(selector)})?.innerText ?? "").replace(/\\s+/g, " ").trim()`,
        ),
      )
    const onPaper = await printedText("body")
    expect(onPaper).toContain("$212.40")
    expect(onPaper).toBe(await printedText('section[aria-labelledby="receipt-heading"]'))
    const logo = receipt(page).getByRole("img", { name: "Aurora Telecom" })
    await expect(logo).toBeVisible()
    await expect(page.getByTestId("receipt-amount")).toHaveCSS("color", "rgb(0, 0, 0)")
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)")
    await expectAccessible(page, "the printed receipt (en)")
    await shoot(page, "receipt-aurora-en-print")
    expect(await printedPageCount(page)).toBe(1)
  })

  test("a declined card is refused on the card page; cancelling there leaves the balance and says nothing was charged", async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await page.getByRole("button", { name: texts.en.pay }).click()
    await onHostedPage(page)
    await fillCard(page, "en", "4000 0000 0000 0002")
    await page.getByRole("button", { name: texts.en.submit }).click()
    await expect(page.locator("#cardNumber-error")).toHaveText(texts.en.declined)

    await page.getByRole("link", { name: texts.en.cancel }).click()
    await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
    await expect(page.getByRole("region", { name: "Messages" })).toContainText(texts.en.cancelled)
    await expect(page.getByTestId("balance")).toHaveText("$212.40")
    await expectAccessible(page, "the dashboard after a cancelled payment (en)")
    // Back does not bounce through the receipt address again: it was replaced.
    expect(page.url()).not.toContain("payment-receipt")
  })
})

test("Bruno, who prefers French, gets his receipt in French even after switching the page to English", async ({
  page,
}) => {
  await signIn(page, personas.bruno.username, personas.bruno.password)
  await dismissSystemMessage(page, "Plus tard")
  await page.getByRole("button", { name: /^Langue/u }).click()
  await page.getByRole("menuitemradio", { name: "English" }).click()
  await expect(page.getByRole("button", { name: texts.en.pay })).toBeVisible()

  await page.getByRole("button", { name: texts.en.pay }).click()
  await onHostedPage(page)
  await fillCard(page, "en", "5555 5555 5555 4444")
  await page.getByRole("button", { name: texts.en.submit }).click()
  await page.waitForURL((url) => url.pathname.endsWith("/payment-receipt"))

  await expect(page.getByRole("heading", { level: 1, name: texts.fr.heading })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  await expect(page.getByTestId("receipt-amount")).toHaveText("132,05 $")
  await expect(page.getByTestId("receipt-card")).toHaveText("Mastercard se terminant par 4444")
  await expect(receipt(page)).toContainText(/\d{4}-\d{2}-\d{2} \d{1,2} h \d{2}/u)
  await expectAccessible(page, "the receipt (fr)")
  await page.emulateMedia({ media: "print" })
  await expectAccessible(page, "the printed receipt (fr)")
  await page.emulateMedia({ media: "screen" })
  await shoot(page, "receipt-aurora-fr-1280x800")

  await page.getByRole("link", { name: texts.fr.continue }).click()
  await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
  await expect(page.getByTestId("balance")).toHaveText("0,00 $")
})

test.describe("no receipt to show", () => {
  test("a signed-in customer who has not paid is taken to the dashboard and told", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await page.goto("/payment-receipt?status=success")
    await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
    await expect(page.getByRole("region", { name: "Messages" })).toContainText(texts.en.unavailable)
  })

  test("a visitor is taken to the sign-in page and told, in French on a French address", async ({ page }) => {
    await page.goto("/fr/payment-receipt")
    await page.waitForURL((url) => url.pathname === "/fr" || url.pathname === "/fr/")
    await expect(page.getByRole("region", { name: "Messages" })).toContainText(texts.fr.unavailable)
    await expectAccessible(page, "home after no receipt (fr)")
  })

  test("a receipt of no amount continues away", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await page.route("**/api/payment/receipt", (route) =>
      route.fulfill({
        json: {
          paymentAmount: 0,
          cardTypeText: "VISA",
          displayCardNumber: "************4242",
          paymentDate: "2026-11-22T15:00:00Z",
          referenceNumber: "PMT-000000001",
        },
      }),
    )
    await page.goto("/payment-receipt?status=success")
    await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
    await expect(page.getByRole("region", { name: "Messages" })).toContainText(texts.en.unavailable)
  })

  test("the receipt's call failing continues away too", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await page.route("**/api/payment/receipt", (route) => route.fulfill({ status: 503, body: "" }))
    await page.goto("/payment-receipt?status=success")
    await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
    await expect(page.getByRole("region", { name: "Messages" })).toContainText(texts.en.unavailable)
  })
})

test("keyboard only: from the dashboard through the card page to the receipt and back", async ({ page }) => {
  await signIn(page, personas.carla.username, personas.carla.password, { keyboard: true })
  await focusByTab(page, page.getByRole("button", { name: texts.en.pay }), "Make a payment")
  await page.keyboard.press("Enter")
  await onHostedPage(page)
  await focusByTab(page, page.getByLabel(texts.en.name), "the name on the card")
  await page.keyboard.type("Carla Nguyen")
  await focusByTab(page, page.getByLabel(texts.en.cardNumber), "the card number")
  await page.keyboard.type("4242424242424242")
  await focusByTab(page, page.locator("#expiry"), "the expiry")
  await page.keyboard.type("12/30")
  await focusByTab(page, page.locator("#cvc"), "the security code")
  await page.keyboard.type("123")
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname.endsWith("/payment-receipt"))
  await expect(page.getByTestId("receipt-amount")).toHaveText("$212.40")
  await focusByTab(page, page.getByRole("link", { name: texts.en.continue }), "Continue")
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
  await expect(page.getByTestId("balance")).toHaveText("$0.00")
})

test.describe("on lakeside-utilities", () => {
  test.use({ server: "lakeside" })

  test("the receipt wears the theme and reads at every size, on screen and on paper", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await payFromDashboard(page, "en")
    await expect(page.getByTestId("receipt-amount")).toHaveText("$212.40")
    for (const { width, height } of screenSizes) {
      await page.setViewportSize({ width, height })
      const overflow = Number(
        await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
      )
      expect(overflow, `sideways scroll at ${width}×${height}`).toBeLessThanOrEqual(0)
      await shoot(page, `receipt-lakeside-en-${width}x${height}`)
    }
    await page.emulateMedia({ media: "print" })
    await expect(receipt(page).getByRole("img", { name: "Lakeside Utilities" })).toBeVisible()
    await shoot(page, "receipt-lakeside-en-print")
    expect(await printedPageCount(page)).toBe(1)
  })
})
