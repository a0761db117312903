/**
 * Quick pay (spec §2 Quick pay, §4 Quick pay, §8): a visitor finds Carla's bill, sees "Is
 * this you?", says "not me" and starts again, then pays on the provider's card page and gets the receipt
 * as a visitor; Northwind (e-pay prohibited) and unknown identifiers are "Account not found". Both
 * languages, axe on every state, the robot challenge, the screen sizes on both themes.
 */
import {
  expect,
  expectAccessible,
  type Lang,
  type Page,
  personas,
  screenSizes,
  shoot,
  test,
} from "./fixtures.ts"

const texts = {
  en: {
    home: "/",
    homeLink: "Pay without signing in",
    heading: "Quick pay",
    accountNumber: "Account number",
    serviceID: "Service ID",
    find: "Find my bill",
    isThisYou: "Is this you?",
    place: "Springfield, IL",
    amount: "$212.40",
    dueDate: /^\d{2}\/\d{2}\/\d{4}$/u,
    overdue: "Your payment is overdue by 9 days",
    pay: "Make a payment",
    notMe: "This is not me",
    notFound: "Account not found",
    cardName: "Name on card",
    cardNumber: "Card number",
    submit: "Pay now",
    receipt: "Payment receipt",
    continue: "Continue",
    noReceipt: "There is no payment receipt to show.",
    robot: "I'm not a robot",
  },
  fr: {
    home: "/fr",
    homeLink: "Payer sans se connecter",
    heading: "Paiement rapide",
    accountNumber: "Numéro de compte",
    serviceID: "Identifiant de service",
    find: "Trouver ma facture",
    isThisYou: "Est-ce bien vous\u202f?",
    place: "Springfield, IL",
    amount: "212,40\u00a0$",
    dueDate: /^\d{4}-\d{2}-\d{2}$/u,
    overdue: "Votre paiement est en retard de 9 jours",
    pay: "Effectuer un paiement",
    notMe: "Ce n’est pas moi",
    notFound: "Compte introuvable",
    cardName: "Nom sur la carte",
    cardNumber: "Numéro de carte",
    submit: "Payer maintenant",
    receipt: "Reçu de paiement",
    continue: "Continuer",
    noReceipt: "Aucun reçu de paiement à afficher.",
    robot: "Je ne suis pas un robot",
  },
} as const

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const alerts = (page: Page) => page.getByRole("alert")
const found = (page: Page) => page.getByTestId("found-account")

const search = async (page: Page, lang: Lang, accountNumber: string, serviceID: string): Promise<void> => {
  await field(page, texts[lang].accountNumber).fill(accountNumber)
  await field(page, texts[lang].serviceID).fill(serviceID)
  await page.getByRole("button", { name: texts[lang].find }).click()
}

for (const lang of ["en", "fr"] as const) {
  const text = texts[lang]
  test(`a visitor finds Carla's bill, sees what she owes and by when, says not me, finds it again and pays it (${lang})`, async ({
    page,
  }) => {
    const carla = personas.carla
    await page.goto(text.home)
    await page.getByRole("link", { name: text.homeLink }).click()
    await page.waitForURL((url) => url.pathname.endsWith("/quickpay"))
    await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible()
    await expectAccessible(page, `quick pay, search (${lang})`)

    await search(page, lang, personas.northwind.accountNumber, personas.northwind.serviceID)
    await expect(alerts(page)).toContainText(text.notFound)
    await expectAccessible(page, `quick pay, not found (${lang})`)

    await search(page, lang, carla.accountNumber, carla.serviceID)
    await expect(page.getByRole("heading", { level: 2, name: text.isThisYou })).toBeFocused()
    await expect(found(page)).toContainText("Carla Nguyen")
    await expect(found(page)).toContainText(text.place)
    // What is about to be paid, and how late, before the visitor leaves for the card page.
    await expect(page.getByTestId("quickpay-amount")).toHaveText(text.amount)
    await expect(page.getByTestId("quickpay-due-date")).toHaveText(text.dueDate)
    await expect(page.getByTestId("quickpay-standing")).toHaveText(text.overdue)
    await expectAccessible(page, `quick pay, is this you (${lang})`)

    // Not me: back to an empty search.
    await page.getByRole("button", { name: text.notMe }).click()
    await expect(found(page)).toHaveCount(0)
    await expect(field(page, text.accountNumber)).toHaveValue("")
    await expect(field(page, text.serviceID)).toHaveValue("")

    await search(page, lang, carla.accountNumber, carla.serviceID)
    await expect(found(page)).toContainText("Carla Nguyen")
    await page.getByRole("button", { name: text.pay }).click()
    await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
    await page.getByLabel(text.cardName).fill("Carla Nguyen")
    await page.getByLabel(text.cardNumber).fill("4242 4242 4242 4242")
    await page.locator("#expiry").fill("12/30")
    await page.locator("#cvc").fill("123")
    await page.getByRole("button", { name: text.submit }).click()

    await page.waitForURL((url) => url.pathname.endsWith("/payment-receipt"))
    await expect(page.getByRole("heading", { level: 1, name: text.receipt })).toBeVisible()
    await expect(page.getByTestId("receipt-amount")).toHaveText(lang === "en" ? "$212.40" : "212,40\u00a0$")
    await expectAccessible(page, `quick pay, visitor's receipt (${lang})`)

    // A visitor continues home, and the pass the payment used is gone with it.
    await page.getByRole("link", { name: text.continue, exact: true }).click()
    await page.waitForURL((url) => url.pathname === text.home)
    await page.goto(lang === "en" ? "/payment-receipt" : "/fr/payment-receipt")
    await page.waitForURL((url) => url.pathname === text.home)
    await expect(page.getByText(text.noReceipt)).toBeVisible()
  })
}

test("the payment is on Carla's account: signed in, she sees it as her last payment", async ({ page }) => {
  const carla = personas.carla
  await page.goto("/quickpay")
  await search(page, "en", carla.accountNumber, carla.serviceID)
  await page.getByRole("button", { name: texts.en.pay }).click()
  await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
  await page.getByLabel(texts.en.cardName).fill("Carla Nguyen")
  await page.getByLabel(texts.en.cardNumber).fill("4242 4242 4242 4242")
  await page.locator("#expiry").fill("12/30")
  await page.locator("#cvc").fill("123")
  await page.getByRole("button", { name: texts.en.submit }).click()
  await page.waitForURL((url) => url.pathname === "/payment-receipt")
  await expect(page.getByTestId("receipt-amount")).toHaveText("$212.40")
  await page.getByRole("link", { name: texts.en.continue, exact: true }).click()

  await page.getByLabel("Username", { exact: true }).fill(carla.username)
  await page.getByLabel("Password", { exact: true }).fill(carla.password)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  await page.waitForURL((url) => url.pathname === "/dashboard")
  await expect(page.getByTestId("balance")).toHaveText("$0.00")
})

test("unknown identifiers are not found either, and what was typed stays", async ({ page }) => {
  await page.goto("/quickpay")
  await search(page, "en", "1002003999", "WTR-00000")
  await expect(alerts(page)).toContainText(texts.en.notFound)
  await expect(field(page, texts.en.accountNumber)).toHaveValue("1002003999")
})

test("the low-friction check failing shows the challenge; the search waits until it is ticked", async ({
  page,
}) => {
  await page.goto("/quickpay")
  await page.getByRole("button", { name: texts.en.find }).click()
  await expect(field(page, texts.en.accountNumber)).toHaveAttribute("aria-invalid", "true")
  await expectAccessible(page, "quick pay, empty fields (en)")
  await search(page, "en", personas.carla.accountNumber, "ROBOT-77810")
  await expect(page.getByRole("checkbox", { name: texts.en.robot })).toBeVisible()
  const submit = page.getByRole("button", { name: texts.en.find })
  await expect(submit).toBeDisabled()
  await expectAccessible(page, "quick pay, robot challenge (en)")
  await page.getByText(texts.en.robot).click()
  await expect(submit).toBeEnabled()
  await field(page, texts.en.serviceID).fill(personas.carla.serviceID)
  await submit.click()
  await expect(found(page)).toContainText("Carla Nguyen")
})

test("the robot challenge and empty fields pass axe in French", async ({ page }) => {
  await page.goto("/fr/quickpay")
  await page.getByRole("button", { name: texts.fr.find }).click()
  await expect(field(page, texts.fr.accountNumber)).toHaveAttribute("aria-invalid", "true")
  await expectAccessible(page, "quick pay, empty fields (fr)")
  await search(page, "fr", personas.carla.accountNumber, "ROBOT-77810")
  await expect(page.getByRole("checkbox", { name: texts.fr.robot })).toBeVisible()
  await expectAccessible(page, "quick pay, robot challenge (fr)")
})

for (const server of ["aurora", "lakeside"] as const) {
  test.describe(`screens on ${server}`, () => {
    test.use({ server })
    test("the search and Is this you? read at a phone's, a desktop's and a store screen's size", async ({
      page,
    }) => {
      for (const { width, height } of screenSizes) {
        await page.setViewportSize({ width, height })
        await page.goto("/quickpay")
        await search(page, "en", personas.carla.accountNumber, personas.carla.serviceID)
        await expect(found(page)).toContainText("Carla Nguyen")
        expect(
          await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
        ).toBe(0)
        await shoot(page, `quickpay-${server}-found-${width}x${height}`)
      }
    })
  })
}

for (const [lang, help, title] of [
  ["en", "Where do I find this?", "Where is my account number?"],
  ["fr", "Où trouver ce renseignement\u202f?", "Où trouver mon numéro de compte\u202f?"],
] as const) {
  test(`the search's help modal passes axe and gives the focus back (${lang})`, async ({ page }) => {
    await page.goto(lang === "en" ? "/quickpay" : "/fr/quickpay")
    const button = page.getByRole("button", { name: help }).first()
    await button.click()
    const dialog = page.getByRole("dialog", { name: title })
    await expect(dialog.getByRole("img")).toHaveAttribute(
      "src",
      new RegExp(`help-account-number-${lang}\\.png$`, "u"),
    )
    await expectAccessible(page, `quick pay, help modal (${lang})`)
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    await expect(button).toBeFocused()
  })
}
