/**
 * The Dashboard per persona (spec §2): each seeded persona signs in and sees their
 * own state, in their own language, with the header's name, account number and due-date line.
 */
import {
  apiPathOf,
  dismissSystemMessage,
  expect,
  expectAccessible,
  mockNow,
  type Page,
  personas,
  signIn,
  systemMessageDialog,
  test,
} from "./fixtures.ts"

/** The day `offset` days from the mock's today (UTC). */
const dayFromToday = (offset: number): Date => {
  const day = new Date(mockNow)
  day.setUTCDate(day.getUTCDate() + offset)
  return day
}
const two = (value: number): string => String(value).padStart(2, "0")
/** The portal's short date: MM/DD/YYYY in English, YYYY-MM-DD in (Canadian) French. */
const shortDate = (day: Date, lang: "en" | "fr"): string =>
  lang === "en"
    ? `${two(day.getUTCMonth() + 1)}/${two(day.getUTCDate())}/${day.getUTCFullYear()}`
    : day.toISOString().slice(0, 10)

/** Waits until the dashboard has asked for its system message, so "no dialog" is a real answer. */
const systemMessageLoaded = (page: Page) =>
  page.waitForResponse((response) => apiPathOf(response.url()) === "/api/systemmessage")

const overview = (page: Page) => page.getByRole("region", { name: /^(Account overview|Aperçu du compte)$/ })
const header = (page: Page) => page.getByRole("banner")
const paymentMethod = (page: Page) =>
  page.getByRole("region", { name: /^(Payment method|Mode de paiement)$/ })

test("Alice: autopay scheduled by Visa 4242, due in 12 days, bill and payment offered", async ({ page }) => {
  const alice = personas.alice
  await signIn(page, alice.username, alice.password)
  await dismissSystemMessage(page, "Not now")

  await expect(page).toHaveTitle("Overview | Aurora Telecom")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Alice")
  await expect(page.getByTestId("balance")).toHaveText("$84.17")
  const scheduled = shortDate(dayFromToday(alice.dueInDays - 3), "en")
  await expect(page.getByTestId("payment-status")).toHaveText(`Autopay scheduled for ${scheduled}`)
  await expect(page.getByTestId("autopay-method")).toContainText("Visa ending in 4242")
  const card = overview(page)
  await expect(card.getByRole("button", { name: "Make a payment" })).toBeVisible()
  await expect(card.getByRole("button", { name: "View bill" })).toBeVisible()
  await expect(paymentMethod(page).getByRole("link", { name: "Change payment method" })).toHaveAttribute(
    "href",
    "/account/settings?currentView=autoPay",
  )
  await expect(page.getByTestId("last-payment")).toContainText(/Received on \d\d\/\d\d\/\d{4}/)

  await expect(header(page).getByText(alice.displayName, { exact: true })).toBeVisible()
  await expect(header(page).getByText(`Account ${alice.accountNumber}`)).toBeVisible()
  // Autopay takes the balance 3 days before the due date: the header says when.
  await expect(header(page).getByText("Autopay scheduled in 9 days")).toBeVisible()
  await expectAccessible(page, "dashboard, Alice (en)")
})

test("Bruno: switched to French, direct debit Caisse Populaire 6789, due today", async ({ page }) => {
  const bruno = personas.bruno
  // He signs in from the English home page: his saved language takes over on the dashboard.
  await signIn(page, bruno.username, bruno.password, { lang: "en" })
  await dismissSystemMessage(page, "Plus tard")

  expect(new URL(page.url()).pathname).toBe("/dashboard")
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  await expect(page).toHaveTitle("Aperçu | Aurora Télécom")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonjour, Bruno")
  // fr-CA writes a no-break space before the dollar sign; toHaveText normalises whitespace.
  await expect(page.getByTestId("balance")).toHaveText("132,05 $")
  await expect(page.getByTestId("payment-status")).toContainText("Paiement automatique")
  await expect(page.getByTestId("autopay-method")).toContainText(
    "Compte Caisse Populaire se terminant par 6789",
  )
  const card = overview(page)
  await expect(card.getByRole("button", { name: "Effectuer un paiement" })).toBeVisible()
  await expect(card.getByRole("button", { name: "Voir la facture" })).toBeVisible()
  await expect(paymentMethod(page).getByRole("link", { name: "Changer de mode de paiement" })).toBeVisible()

  await expect(header(page).getByText(bruno.displayName, { exact: true })).toBeVisible()
  await expect(header(page).getByText(`Compte ${bruno.accountNumber}`)).toBeVisible()
  // His autopay date has come and the balance is still open.
  await expect(header(page).getByText("Paiement automatique en cours")).toBeVisible()
  await expectAccessible(page, "dashboard, Bruno (fr)")
})

test("Carla: past due, make-a-payment offered, no bill PDF, no autopay", async ({ page }) => {
  const carla = personas.carla
  const loaded = systemMessageLoaded(page)
  await signIn(page, carla.username, carla.password)
  await loaded

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Carla")
  await expect(page.getByTestId("balance")).toHaveText("$212.40")
  const due = shortDate(dayFromToday(carla.dueInDays), "en")
  await expect(page.getByTestId("payment-status")).toHaveText("Overdue by 9 days")
  await expect(overview(page)).toContainText(`Your payment was due on ${due}.`)
  await expect(page.getByTestId("autopay-method")).toHaveCount(0)
  const card = overview(page)
  await expect(card.getByRole("button", { name: "Make a payment" })).toBeVisible()
  await expect(card.getByRole("button", { name: "View bill" })).toHaveCount(0)
  await expect(paymentMethod(page).getByRole("link", { name: "Set up autopay" })).toBeVisible()
  await expect(systemMessageDialog(page)).toHaveCount(0)

  await expect(header(page).getByText(carla.displayName, { exact: true })).toBeVisible()
  await expect(header(page).getByText(`Account ${carla.accountNumber}`)).toBeVisible()
  // Past due: the header says so too.
  await expect(header(page).getByText("Your payment is overdue by 9 days")).toBeVisible()
  await expectAccessible(page, "dashboard, Carla (en)")
})

test("Northwind: company name, no make-a-payment, no autopay link", async ({ page }) => {
  const northwind = personas.northwind
  const loaded = systemMessageLoaded(page)
  await signIn(page, northwind.username, northwind.password)
  await loaded

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Northwind Logistics")
  await expect(page.getByTestId("balance")).toHaveText("$1,486.92")
  const card = overview(page)
  await expect(card.getByRole("button", { name: "View bill" })).toBeVisible()
  await expect(card.getByRole("button", { name: "Make a payment" })).toHaveCount(0)
  await expect(paymentMethod(page).getByRole("link")).toHaveCount(0)
  await expect(paymentMethod(page)).toContainText("Your payment method cannot be changed online.")
  await expect(systemMessageDialog(page)).toHaveCount(0)

  await expect(header(page).getByText(northwind.displayName, { exact: true })).toBeVisible()
  await expect(header(page).getByText(`Account ${northwind.accountNumber}`)).toBeVisible()
  // Direct debit 3 days before the due date: the header says when autopay runs.
  await expect(header(page).getByText("Autopay scheduled in 17 days")).toBeVisible()
  await expectAccessible(page, "dashboard, Northwind (en)")

  await page.goto("/fr/dashboard")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonjour, Northwind Logistics")
  await expect(overview(page).getByRole("button", { name: "Voir la facture" })).toBeVisible()
  await expect(overview(page).getByRole("button", { name: "Effectuer un paiement" })).toHaveCount(0)
  await expect(paymentMethod(page).getByRole("link")).toHaveCount(0)
  await expect(header(page).getByText(`Compte ${northwind.accountNumber}`)).toBeVisible()
  await expect(header(page).getByText("Paiement automatique prévu dans 17 jours")).toBeVisible()
  await expectAccessible(page, "dashboard, Northwind (fr)")
})

test("an English customer on /fr/dashboard sees the dashboard in French", async ({ page }) => {
  const carla = personas.carla
  await signIn(page, carla.username, carla.password)
  await page.goto("/fr/dashboard")
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonjour, Carla")
  await expect(page.getByTestId("balance")).toHaveText("212,40 $")
  const due = shortDate(dayFromToday(carla.dueInDays), "fr")
  await expect(page.getByTestId("payment-status")).toHaveText("En retard de 9 jours")
  await expect(overview(page)).toContainText(`Votre paiement était dû le ${due}.`)
  await expect(
    paymentMethod(page).getByRole("link", { name: "Configurer le paiement automatique" }),
  ).toBeVisible()
  await expectAccessible(page, "dashboard, Carla (fr)")
})

// View bill (a new tab on a computer, a download on a phone): documents.spec.ts.

test("Make a payment sends the browser to the provider's payment page", async ({ page }) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  const redirect = page.waitForResponse(
    (response) => apiPathOf(response.url()) === "/api/payment/redirecturl",
  )
  await overview(page).getByRole("button", { name: "Make a payment" }).click()
  expect((await redirect).status()).toBe(200)
  // The mock's hosted card page stands in for the provider's.
  await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
})

test("the dashboard's message parameter shows that alert", async ({ page }) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  await page.goto("/dashboard?message=alerts.passwordChangeSuccess")
  // A success waits its turn with a screen reader (role status, not alert); its icon names the priority.
  const success = page.getByRole("status").filter({ hasText: "Password updated successfully!" })
  await expect(success).toBeVisible()
  await expect(success.getByRole("img", { name: "Success", exact: true })).toBeVisible()
  await expect(page.getByRole("alert")).toHaveCount(0)
  await expectAccessible(page, "dashboard with a success alert (en)")

  await page.goto("/fr/dashboard?message=alerts.passwordChangeSuccess")
  const succes = page.getByRole("status").filter({ hasText: "Mot de passe mis à jour !" })
  await expect(succes).toBeVisible()
  await expect(succes.getByRole("img", { name: "Réussite", exact: true })).toBeVisible()
  await expectAccessible(page, "dashboard with a success alert (fr)")

  // Only the portal's own alert keys are shown, never the parameter's words.
  await page.goto("/dashboard?message=Call%20us%20now")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Carla")
  await expect(page.getByText("Call us now")).toHaveCount(0)
  await expect(page.getByRole("region", { name: "Messages" })).toHaveCount(0)
})
