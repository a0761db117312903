/**
 * Paying a bill on the in-store kiosk, on the portrait store screen with the launcher's flags:
 * the kiosk's session lives only in the page's memory, so the provider's card page shows in the page
 * (framed) instead of replacing it, and the receipt follows in the same page. At every step no storage
 * holds Alice's token, name or account number, and no page of another origin loads.
 */
import { getDocumentProxy } from "unpdf"
import {
  expect,
  expectAccessible,
  type Lang,
  type Page,
  personas,
  shoot,
  shotsDirectory,
  watchIdleModalLoad,
} from "./fixtures.ts"
import {
  expectNothingOfAlice,
  expectStorageEmpty,
  kioskPartsIn,
  shootScreen,
  signInAsAlice,
  smallTargets,
  startVisit,
  test,
  texts,
  watchTokens,
} from "./kiosk-harness.ts"

test.use({ server: "kiosk", viewport: { width: 1080, height: 1920 } })

const payTexts = {
  en: {
    overview: "Account overview",
    makePayment: "Make a payment",
    sheet: "Pay by card",
    frame: /secure payment page$/u,
    name: "Name on card",
    cardNumber: "Card number",
    submit: "Pay now",
    cardCancel: "Cancel and return",
    cancelPayment: "Cancel payment",
    receipt: "Payment receipt",
    cancelled: "Payment cancelled. You were not charged.",
  },
  fr: {
    overview: "Aperçu du compte",
    makePayment: "Effectuer un paiement",
    sheet: "Payer par carte",
    frame: /^Page de paiement sécurisée de /u,
    name: "Nom sur la carte",
    cardNumber: "Numéro de carte",
    submit: "Payer maintenant",
    cardCancel: "Annuler et revenir",
    cancelPayment: "Annuler le paiement",
    receipt: "Reçu de paiement",
    cancelled: "Paiement annulé. Aucun montant ne vous a été facturé.",
  },
} as const

/** Every origin a request of the browser went to, frames included. */
const watchOrigins = (page: Page): Set<string> => {
  const origins = new Set<string>()
  page.context().on("request", (request) => {
    const url = new URL(request.url())
    if (url.protocol === "http:" || url.protocol === "https:") origins.add(url.origin)
  })
  return origins
}

const openCardPage = async (page: Page, lang: Lang) => {
  const popups: Array<string> = []
  page.context().on("page", (opened) => popups.push(opened.url()))
  await page
    .getByRole("region", { name: payTexts[lang].overview })
    .getByRole("button", { name: payTexts[lang].makePayment })
    .click()
  const sheet = page.getByRole("dialog", { name: payTexts[lang].sheet })
  await expect(sheet).toBeVisible()
  const card = page.frameLocator("iframe[data-payment-frame]")
  await expect(card.getByLabel(payTexts[lang].cardNumber)).toBeVisible()
  await expect(sheet.getByTitle(payTexts[lang].frame)).toBeVisible()
  expect(popups, "no window or tab opened for the card page").toEqual([])
  // The portal itself is still this page, under the card page: nothing was reloaded.
  expect(new URL(page.url()).pathname).toMatch(/\/dashboard$/u)
  return { sheet, card }
}

for (const lang of ["en", "fr"] as const) {
  test(`Alice pays her bill on the kiosk: the card page in the page, then her receipt, nothing stored, no other origin (${lang})`, async ({
    page,
    servers,
  }) => {
    // A whole visit with two axe checks and a print on the store screen.
    test.setTimeout(90_000)
    const tokens = watchTokens(page)
    const origins = watchOrigins(page)
    await startVisit(page, lang)
    const idleModalLoaded = watchIdleModalLoad(page)
    await signInAsAlice(page, lang)
    await idleModalLoaded()
    await page.evaluate("window.__sameKioskPage = true")
    await expectNothingOfAlice(page, tokens, "the dashboard")
    await shootScreen(page, `kiosk-dashboard-1080x1920-${lang}`)

    const { sheet, card } = await openCardPage(page, lang)
    await expectNothingOfAlice(page, tokens, "the card page")
    await expectAccessible(page, `kiosk card page (${lang})`)
    await kioskPartsIn(page)
    expect(await smallTargets(page), "every target around the card page is touch-sized").toEqual([])
    await shootScreen(page, `kiosk-card-page-1080x1920-${lang}`)
    // End session stays on the screen, under the dialog (which keeps the focus): Cancel payment leads to it.
    await expect(page.locator("button", { hasText: texts[lang].endSession })).toBeInViewport()

    await card.getByLabel(payTexts[lang].name).fill("Alice Martin")
    await card.getByLabel(payTexts[lang].cardNumber).fill("4242 4242 4242 4242")
    await card.locator("#expiry").fill("12/30")
    await card.locator("#cvc").fill("123")
    await expectNothingOfAlice(page, tokens, "the card page filled in")
    await card.getByRole("button", { name: payTexts[lang].submit }).click()

    await page.waitForURL((url) => url.pathname.endsWith("/payment-receipt"))
    await expect(page.getByRole("heading", { level: 1, name: payTexts[lang].receipt })).toBeVisible()
    await expect(sheet).toBeHidden()
    // The same page all along: the session never left the page's memory.
    expect(await page.evaluate("window.__sameKioskPage === true")).toBe(true)
    // In the language she was using, though the card page sends its frame back to an address without one.
    expect(new URL(page.url()).pathname).toBe(lang === "fr" ? "/fr/payment-receipt" : "/payment-receipt")
    await expect(page.getByTestId("receipt-card")).toContainText("4242")
    await expect(page.getByTestId("receipt-amount")).toHaveText(/\d/u)
    await expect(page.getByRole("main")).toContainText(personas.alice.accountNumber)
    await expectNothingOfAlice(page, tokens, "the receipt")
    await expectAccessible(page, `kiosk receipt (${lang})`)
    expect(await smallTargets(page), "every target on the receipt is touch-sized").toEqual([])
    await shootScreen(page, `kiosk-receipt-1080x1920-${lang}`)

    // The receipt on the terminal's roll: 80 mm wide, with the amount paid.
    const amount = (await page.getByTestId("receipt-amount").textContent()) ?? ""
    const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ preferCSSPageSize: true })))
    const [left, , right] = (await pdf.getPage(1)).view
    expect((((right ?? 0) - (left ?? 0)) / 72) * 25.4).toBeCloseTo(80, 0)
    const items = (await (await pdf.getPage(1)).getTextContent()).items.flatMap((item) =>
      "str" in item ? [{ text: item.str, y: Math.round(item.transform[5] ?? 0) }] : [],
    )
    const printedLines = [...new Set(items.map((item) => item.y))].map((y) =>
      items
        .filter((item) => item.y === y)
        .map((item) => item.text)
        .join(" ")
        .replace(/\s+/gu, " ")
        .trim(),
    )
    // Each value is printed whole on a line of its own (none squeezed into a column a word wide).
    for (const value of [
      amount,
      personas.alice.accountNumber,
      (await page.getByTestId("receipt-card").textContent()) ?? "",
      (await page.getByTestId("receipt-reference").textContent()) ?? "",
    ]) {
      expect(printedLines, `"${value}" printed on one line`).toContain(value.replace(/\s+/gu, " ").trim())
    }
    if (shotsDirectory !== undefined) {
      // As the roll prints it: print media, 80 mm (302 CSS px) wide.
      await page.emulateMedia({ media: "print" })
      await page.setViewportSize({ width: 302, height: 900 })
      await shoot(page, `kiosk-receipt-print-80mm-${lang}`)
      await page.setViewportSize({ width: 1080, height: 1920 })
      await page.emulateMedia({ media: "screen" })
    }

    await page.getByRole("button", { name: texts[lang].endSession }).click()
    await page.waitForURL((url) => url.pathname === "/welcome")
    await expectStorageEmpty(page, "after End session")
    expect([...origins], "only the kiosk's own origin was reached").toEqual([servers.kiosk])
  })
}

test("Cancel on the card page, or Cancel payment beside it, returns to the account in the same page", async ({
  page,
}) => {
  await startVisit(page, "en")
  await signInAsAlice(page, "en")
  await page.evaluate("window.__sameKioskPage = true")

  // The card page's own Cancel sends its frame back to the receipt page, which says nothing was paid.
  const first = await openCardPage(page, "en")
  await first.card.getByRole("link", { name: payTexts.en.cardCancel }).click()
  await expect(first.sheet).toBeHidden()
  await expect(page.getByText(payTexts.en.cancelled)).toBeVisible()
  expect(await page.evaluate("window.__sameKioskPage === true")).toBe(true)

  // Cancel payment, beside the card page, closes it without asking it anything.
  await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
  const second = await openCardPage(page, "en")
  await second.sheet.getByRole("button", { name: payTexts.en.cancelPayment }).click()
  await expect(second.sheet).toBeHidden()
  await expect(page.getByRole("region", { name: payTexts.en.overview })).toBeVisible()
  await expect(page.getByRole("button", { name: texts.en.endSession })).toBeVisible()
  expect(await page.evaluate("window.__sameKioskPage === true")).toBe(true)
})

for (const lang of ["en", "fr"] as const) {
  test(`quick pay upright, and the store screen on its side (1920×1080): the attract screen, the dashboard, the card page and quick pay fit and are touch-sized (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const fits = async (step: string) => {
      await kioskPartsIn(page)
      expect(await page.evaluate("document.documentElement.scrollWidth"), `${step}: no sideways scroll`).toBe(
        page.viewportSize()?.width,
      )
      expect(await smallTargets(page), `${step}: every target is touch-sized`).toEqual([])
    }
    // Quick pay upright first, as the store screen usually stands.
    await page.goto(lang === "fr" ? "/fr/quickpay" : "/quickpay")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await fits("quick pay, upright")
    await shootScreen(page, `kiosk-quick-pay-1080x1920-${lang}`)

    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto(lang === "fr" ? "/fr/welcome" : "/welcome")
    await expect(page.getByRole("heading", { level: 1, name: texts[lang].touchToStart })).toBeVisible()
    await fits("attract screen")
    await shootScreen(page, `kiosk-attract-1920x1080-${lang}`)

    await startVisit(page, lang)
    await signInAsAlice(page, lang)
    await fits("dashboard")
    await expectAccessible(page, `kiosk dashboard, landscape (${lang})`)
    await shootScreen(page, `kiosk-dashboard-1920x1080-${lang}`)
    const { sheet, card } = await openCardPage(page, lang)
    await expect(card.getByRole("button", { name: payTexts[lang].submit })).toBeInViewport()
    await fits("card page")
    await shootScreen(page, `kiosk-card-page-1920x1080-${lang}`)
    await sheet.getByRole("button", { name: payTexts[lang].cancelPayment }).click()
    await page.getByRole("button", { name: texts[lang].endSession }).click()
    await page.waitForURL((url) => url.pathname === "/welcome")

    await page.goto(lang === "fr" ? "/fr/quickpay" : "/quickpay")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await fits("quick pay")
    await shootScreen(page, `kiosk-quick-pay-1920x1080-${lang}`)
  })
}

test("every signed-in screen of the kiosk is touch-sized: bills and payments, usage, charge history, each settings tab", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await startVisit(page, "en")
  await signInAsAlice(page, "en")
  // Through the account menu: a kiosk keeps its session in the page, so an address typed would end it.
  const openFromMenu = async (item: string, heading: string) => {
    await page.getByRole("button", { name: "Account menu" }).click()
    await page.getByRole("menuitem", { name: item }).click()
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
  }
  const allTouchSized = async (screen: string) => {
    await kioskPartsIn(page)
    await expect(page.locator("[data-skeleton]")).toHaveCount(0)
    expect(await smallTargets(page), `${screen}: every target is touch-sized`).toEqual([])
  }

  await openFromMenu("Billing", "Billing")
  await expect(page.getByRole("table").first()).toBeVisible()
  await allTouchSized("bills")
  await page.getByRole("tab", { name: "Payments" }).click()
  await expect(page.getByRole("table").first()).toBeVisible()
  await allTouchSized("payments")

  await openFromMenu("Usage", "Usage")
  await expect(page.getByRole("table").first()).toBeVisible()
  await allTouchSized("usage")

  await openFromMenu("Charge history", "Charge history")
  await expect(page.getByRole("table").first()).toBeVisible()
  await allTouchSized("charge history")

  await openFromMenu("Account settings", "Account settings")
  for (const name of ["My profile", "Bill delivery", "Autopay"]) {
    await page.getByRole("tab", { name }).click()
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toBeVisible()
    await allTouchSized(`settings, ${name}`)
  }
  await expectAccessible(page, "kiosk account settings, autopay tab")
})
