/**
 * The billing screen, BillPaymentHistory (spec §2): bills and payments in two tabs kept in the
 * address, each searched by dates (§5) and paged by ten (§9), the bill's status and PDF, the payment's
 * method, "payments since last bill" on a theme that offers it, and the ways in (the account menu, the
 * dashboard, the system message's choice codes 5 and 3).
 */
import { readFile } from "node:fs/promises"
import { readPdf } from "../../mock-server/src/testing/pdf-reading.ts"
import { builtFileRequest } from "./built-files.ts"
import {
  apiPathOf,
  expect,
  expectAccessible,
  expectFieldError,
  focusByTab,
  holdBillDownload,
  type Lang,
  type Locator,
  type Page,
  type PersonaName,
  personas,
  screenSizes,
  signIn,
  systemMessageDialog,
  test,
} from "./fixtures.ts"

const texts = {
  en: {
    bills: "Bills",
    payments: "Payments",
    billsTable: /^Bills from /,
    paymentsTable: /^(Payments from |Payments since your last bill)/,
    paid: "Paid",
    unpaid: "Unpaid",
    pastDue: "Past due",
    startDate: "Start date",
    endDate: "End date",
    search: "Search",
    pages: "Pages",
    page: (page: number) => `Page ${page}`,
    showing: (count: number) => new RegExp(`^Showing \\d+–\\d+ of ${count}$`),
    billsNoResults: "Sorry, no bills found",
    paymentsNoResults: "Sorry, no payments found",
  },
  fr: {
    bills: "Factures",
    payments: "Paiements",
    billsTable: /^Factures du /,
    paymentsTable: /^(Paiements du |Paiements depuis votre dernière facture)/,
    paid: "Payée",
    unpaid: "Impayée",
    pastDue: "En retard",
    startDate: "Date de début",
    endDate: "Date de fin",
    search: "Rechercher",
    pages: "Pages",
    page: (page: number) => `Page ${page}`,
    showing: (count: number) => new RegExp(`^\\d+ à \\d+ sur ${count}$`),
    billsNoResults: "Désolé, aucune facture trouvée",
    paymentsNoResults: "Désolé, aucun paiement trouvé",
  },
} as const satisfies Record<Lang, unknown>

const billingPath = "/billing/bill-payment-history"

/** Signs in and opens the billing screen by its address (with an optional search). */
const openBilling = async (page: Page, persona: PersonaName, search = "", lang: Lang = "en") => {
  const who = personas[persona]
  await signIn(page, who.username, who.password, lang === "fr" ? { lang } : {})
  await page.goto(`${lang === "fr" ? "/fr" : ""}${billingPath}${search}`)
}

const billsTable = (page: Page, lang: Lang = "en") =>
  page.getByRole("table", { name: texts[lang].billsTable })
const paymentsTable = (page: Page, lang: Lang = "en") =>
  page.getByRole("table", { name: texts[lang].paymentsTable })
/** A list's rows, not the details rows under them (closed, they are hidden). */
const bodyRows = (table: Locator) => table.locator("tbody > tr:not([hidden])")
const pages = (page: Page, lang: Lang = "en") => page.getByRole("navigation", { name: texts[lang].pages })

/**
 * A bill row's cells, by column: statement date, due date, amount, status, statement (PDF); the cell of
 * the row's details button, before them, is left out.
 */
const cell = (row: Locator, column: number) => row.locator("td:not([data-area=toggle])").nth(column)

/** MM/DD/YYYY as a sortable YYYY-MM-DD. */
const isoOfUs = (text: string): string => {
  const [month, day, year] = text.trim().split("/")
  return `${year}-${month}-${day}`
}

/** Counts the list calls the page makes from now on. */
const watchListCalls = (page: Page) => {
  const calls: Array<string> = []
  page.on("request", (request) => {
    const path = apiPathOf(request.url())
    if (path === "/api/bills" || path === "/api/payments") calls.push(request.url())
  })
  return calls
}

const searchDates = async (page: Page, start: string, end: string, lang: Lang = "en") => {
  await page.getByLabel(texts[lang].startDate, { exact: true }).fill(start)
  await page.getByLabel(texts[lang].endDate, { exact: true }).fill(end)
  await page.getByRole("button", { name: texts[lang].search, exact: true }).click()
}

test("Alice: her bills of the last year newest first, ten a page; two years back shows all 24 over 3 pages", async ({
  page,
}) => {
  await openBilling(page, "alice")
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible()
  await expect(page.getByRole("tab", { name: "Bills" })).toHaveAttribute("aria-selected", "true")
  const table = billsTable(page)
  // The default range is the last year up to the server's today (11/22/2026).
  await expect(table).toHaveAccessibleName("Bills from 11/22/2025 to 11/22/2026")
  await expect(page.getByLabel("Start date", { exact: true })).toHaveValue("11/22/2025")
  await expect(page.getByLabel("End date", { exact: true })).toHaveValue("11/22/2026")
  await expect(bodyRows(table)).toHaveCount(10)
  const status = page.getByText(/^Showing 1–10 of \d+$/)
  await expect(status).toBeVisible()
  const lastYear = Number((await status.textContent())?.match(/of (\d+)$/)?.[1])
  expect([12, 13]).toContain(lastYear)

  const dates = (await bodyRows(table).locator("td:nth-child(2)").allTextContents()).map(isoOfUs)
  expect(dates, "newest first").toEqual([...dates].sort().reverse())
  expect(dates.every((date) => date >= "2025-11-22" && date <= "2026-11-22")).toBe(true)

  // The current bill is unpaid (due in 12 days), the others paid: in words, not colour alone.
  await expect(cell(bodyRows(table).first(), 3)).toHaveText("Unpaid")
  await expect(bodyRows(table).locator("td:nth-child(5)")).toHaveText(["Unpaid", ...Array(9).fill("Paid")])

  // Pages of §9: two pages, the current one marked; page 2 shows the rest.
  const nav = pages(page)
  await expect(nav.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
  await expect(nav.getByRole("button", { name: /^Page \d$/ })).toHaveCount(2)
  await nav.getByRole("button", { name: "Page 2" }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(bodyRows(table)).toHaveCount(lastYear - 10)
  await expect(page.getByText(`Showing 11–${lastYear} of ${lastYear}`)).toBeFocused()

  // Widening the start two years back searches again from page 1: all 24 over 3 pages.
  await searchDates(page, "11/22/2024", "11/22/2026")
  await expect(page.getByText("Showing 1–10 of 24")).toBeVisible()
  await expect(page).not.toHaveURL(/page=/)
  await expect(nav.getByRole("button", { name: /^Page \d$/ })).toHaveCount(3)
  await nav.getByRole("button", { name: "Page 3" }).click()
  await expect(page.getByText("Showing 21–24 of 24")).toBeVisible()
  await expect(bodyRows(table)).toHaveCount(4)
  await expect(bodyRows(table).locator("td:nth-child(5)")).toHaveText(Array(4).fill("Paid"))

  // Back shows the page before, with the form's dates following the address.
  await page.goBack()
  await expect(page.getByText("Showing 1–10 of 24")).toBeVisible()
  await page.goBack()
  await expect(page.getByText(`Showing 11–${lastYear} of ${lastYear}`)).toBeVisible()
  await expect(page.getByLabel("Start date", { exact: true })).toHaveValue("11/22/2025")
})

test("Alice: the latest statement downloads as <statement date>.pdf holding her account number and total", async ({
  page,
}) => {
  await openBilling(page, "alice")
  const latest = bodyRows(billsTable(page)).first()
  const statementDate = isoOfUs((await cell(latest, 0).textContent()) ?? "")
  const total = ((await cell(latest, 2).textContent()) ?? "").trim()
  const release = await holdBillDownload(page)
  const pdfButton = latest.getByRole("button", { name: /^Download the bill of .+ \(PDF\)$/ })
  const download = page.waitForEvent("download")
  await pdfButton.click()
  // Progress shows while the file is on its way.
  await expect(latest.getByRole("button", { name: "Downloading…" })).toHaveAttribute("aria-busy", "true")
  release()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${statementDate}.pdf`)
  const path = await file.path()
  const pdf = await readPdf(new Uint8Array(await readFile(path)))
  expect(pdf.text).toContain(personas.alice.accountNumber)
  expect(pdf.text).toContain(total)
})

test("a statement that cannot be had shows the generic error alert", async ({ page }) => {
  await openBilling(page, "alice")
  await page.route("**/api/bills/download*", (route) => route.fulfill({ status: 500, body: "" }))
  await bodyRows(billsTable(page))
    .first()
    .getByRole("button", { name: /^Download the bill/ })
    .click()
  await expect(
    page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again" }),
  ).toBeVisible()
})

test("Alice: the payments tab lists her card payments", async ({ page }) => {
  await openBilling(page, "alice")
  await page.getByRole("tab", { name: "Payments" }).click()
  await expect(page).toHaveURL(/currentView=payments/)
  const table = paymentsTable(page)
  await expect(table).toHaveAccessibleName("Payments from 11/22/2025 to 11/22/2026")
  await expect(bodyRows(table)).toHaveCount(10)
  // The badge is a drawing beside the words, hidden from screen readers.
  await expect(table.getByText("Visa ending in 4242", { exact: true })).toHaveCount(10)
  await expect(bodyRows(table).locator("td:nth-child(5)")).toHaveText(Array(10).fill("Autopay"))
  await expect(table.locator('svg[data-payment-type="VISA"]')).toHaveCount(10)
  // No "payments since last bill" on a theme without it.
  await expect(page.getByRole("button", { name: "Payments since last bill" })).toHaveCount(0)
  await expectAccessible(page, "billing, payments tab (en)")
})

test("Carla: her current bill is past due and has no PDF; she can pay from here", async ({ page }) => {
  await openBilling(page, "carla")
  const current = bodyRows(billsTable(page)).first()
  await expect(cell(current, 3)).toHaveText("Past due")
  await expect(cell(current, 4).getByRole("button")).toHaveCount(0)
  await expect(cell(current, 4)).toContainText("No PDF for this bill")
  await expect(cell(bodyRows(billsTable(page)).nth(1), 4).getByRole("button")).toHaveCount(1)
  await expectAccessible(page, "billing, bills tab (en)")
  await page.getByRole("button", { name: "Make a payment" }).click()
  await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
})

test("Northwind (e-pay prohibited) and a paid-up account see no Make a payment", async ({ page }) => {
  await openBilling(page, "northwind")
  await expect(bodyRows(billsTable(page)).first()).toBeVisible()
  await expect(page.getByRole("button", { name: "Make a payment" })).toHaveCount(0)
})

test("Bruno in French: both tabs, French status words and amounts, dates typed as the table writes them; axe clean", async ({
  page,
}) => {
  await openBilling(page, "bruno", "", "fr")
  await expect(page.getByRole("heading", { level: 1, name: "Facturation" })).toBeVisible()
  const table = billsTable(page, "fr")
  await expect(table).toHaveAccessibleName("Factures du 2025-11-22 au 2026-11-22")
  // The date fields write dates as the table does (fr-CA), and say so.
  await expect(page.getByLabel(texts.fr.startDate, { exact: true })).toHaveValue("2025-11-22")
  await expect(page.getByLabel(texts.fr.endDate, { exact: true })).toHaveValue("2026-11-22")
  await expect(page.getByLabel(texts.fr.startDate, { exact: true })).toHaveAccessibleDescription(
    /AAAA-MM-JJ/u,
  )
  await expect(bodyRows(table)).toHaveCount(10)
  // Due today: not late yet.
  await expect(bodyRows(table).locator("td:nth-child(5)")).toHaveText(["Impayée", ...Array(9).fill("Payée")])
  await expect(cell(bodyRows(table).first(), 2)).toHaveText(/^\d{1,3},\d{2}\u00a0\$$/)
  await expect(page.getByText(texts.fr.showing(12)).or(page.getByText(texts.fr.showing(13)))).toBeVisible()
  await expectAccessible(page, "billing, bills tab (fr)")

  await page.getByRole("tab", { name: "Paiements" }).click()
  const payments = paymentsTable(page, "fr")
  await expect(bodyRows(payments).first()).toBeVisible()
  await expect(cell(bodyRows(payments).first(), 1)).toHaveText(/^\d{1,3},\d{2}\u00a0\$$/)
  await expect(
    bodyRows(payments).first().getByText("Compte bancaire se terminant par 6789", { exact: true }),
  ).toBeVisible()
  await expect(bodyRows(payments).locator("td:nth-child(5)").first()).toHaveText("Paiement automatique")
  await expectAccessible(page, "billing, payments tab (fr)")

  // An empty result says so, in French.
  await searchDates(page, "1990-01-01", "1990-12-31", "fr")
  await expect(payments.getByRole("cell", { name: texts.fr.paymentsNoResults })).toBeVisible()
  await expectAccessible(page, "billing, no payments (fr)")
  await page.getByRole("tab", { name: "Factures" }).click()
  await expect(billsTable(page, "fr").getByRole("cell", { name: texts.fr.billsNoResults })).toBeVisible()
  await expectAccessible(page, "billing, no bills (fr)")

  // The date messages, in French, under their fields.
  await searchDates(page, "2026-13-45", "2026-02-30", "fr")
  await expectFieldError(page.getByLabel(texts.fr.startDate, { exact: true }), "Date de début invalide")
  await expectFieldError(page.getByLabel(texts.fr.endDate, { exact: true }), "Date de fin invalide")
  await searchDates(page, "2026-11-23", "2026-11-22", "fr")
  await expectFieldError(
    page.getByLabel(texts.fr.startDate, { exact: true }),
    "La date de début doit précéder ou égaler la date de fin",
  )
  await expectAccessible(page, "billing, invalid dates (fr)")
})

test("empty results in English, and axe on them", async ({ page }) => {
  await openBilling(page, "alice", "?startDate=1990-01-01&endDate=1990-12-31")
  await expect(billsTable(page).getByRole("cell", { name: texts.en.billsNoResults })).toBeVisible()
  await expect(pages(page)).toHaveCount(0)
  await expectAccessible(page, "billing, no bills (en)")
  await page.getByRole("tab", { name: "Payments" }).click()
  await expect(paymentsTable(page).getByRole("cell", { name: texts.en.paymentsNoResults })).toBeVisible()
  await expectAccessible(page, "billing, no payments (en)")
})

test("invalid dates and a start after the end show the spec's messages under the fields; nothing is searched", async ({
  page,
}) => {
  await openBilling(page, "alice")
  await expect(bodyRows(billsTable(page))).toHaveCount(10)
  const calls = watchListCalls(page)
  const start = page.getByLabel("Start date", { exact: true })
  const end = page.getByLabel("End date", { exact: true })

  await searchDates(page, "13/45/2026", "02/30/2026")
  await expect(start).toHaveAttribute("aria-invalid", "true")
  await expect(end).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByText("Invalid Start Date")).toBeVisible()
  await expect(page.getByText("Invalid End Date")).toBeVisible()
  await expect(start).toBeFocused()

  await searchDates(page, "11/23/2026", "11/22/2026")
  await expect(page.getByText("Start date must be on or before end date")).toBeVisible()
  await expect(start).toHaveAttribute("aria-invalid", "true")
  await expect(end).not.toHaveAttribute("aria-invalid", "true")
  await expectAccessible(page, "billing, invalid dates (en)")
  expect(calls, "no list was asked for").toEqual([])
  await expect(page).not.toHaveURL(/startDate/)
})

test.describe("lakeside-utilities", () => {
  test.use({ server: "lakeside" })

  test("payments since last bill shows only the payments after the last statement", async ({ page }) => {
    await openBilling(page, "alice")
    // The statement before the last one: what the last statement reports as received starts after it.
    const previousStatement = isoOfUs((await cell(bodyRows(billsTable(page)).nth(1), 0).textContent()) ?? "")
    await page.getByRole("tab", { name: "Payments" }).click()
    const since = page.getByRole("button", { name: "Payments since last bill" })
    await expect(since).toHaveAttribute("aria-pressed", "false")
    await expect(bodyRows(paymentsTable(page))).toHaveCount(10)
    await since.click()
    await expect(since).toHaveAttribute("aria-pressed", "true")
    const table = page.getByRole("table", { name: "Payments since your last bill" })
    await expect(bodyRows(table).first()).toBeVisible()
    const dates = (await bodyRows(table).locator("td:nth-child(2)").allTextContents()).map(isoOfUs)
    expect(dates.length).toBeGreaterThan(0)
    expect(dates.length).toBeLessThan(10)
    expect(dates.every((date) => date > previousStatement)).toBe(true)
    await expectAccessible(page, "billing, payments since last bill (lakeside, en)")
    if (process.env.E2E_SHOTS_DIR !== undefined) {
      await page.screenshot({
        path: `${process.env.E2E_SHOTS_DIR}/billing-since-last-bill.png`,
        fullPage: true,
      })
    }
    // Pressed again: every payment of the dates searched.
    await since.click()
    await expect(since).toHaveAttribute("aria-pressed", "false")
    await expect(bodyRows(paymentsTable(page))).toHaveCount(10)
  })
})

test("the ways in: the account menu's Billing, the dashboard's links, and the system message's codes 5 and 3", async ({
  page,
}) => {
  // Alice's message, as a provider might configure it, with choice code 5 then 3; answered once, it
  // would not come back, so the first one is served again while `code` is set.
  let code: number | undefined = 5
  let first: Record<string, unknown> | null = null
  await page.route(
    (url) => apiPathOf(url.href) === "/api/systemmessage",
    async (route) => {
      const response = await route.fetch()
      first ??= (await response.json()) as Record<string, unknown> | null
      const json =
        first === null || code === undefined ? null : { ...first, yesDecisionValidChoiceCode: code }
      await route.fulfill({ response, json })
    },
  )
  await signIn(page, personas.alice.username, personas.alice.password)
  await systemMessageDialog(page).getByRole("button", { name: "Open eBill settings" }).click()
  await page.waitForURL((url) => url.pathname === billingPath)
  await expect(page.getByRole("tab", { name: "Bills" })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeFocused()

  code = 3
  await page.goto("/dashboard")
  await systemMessageDialog(page).getByRole("button", { name: "Open eBill settings" }).click()
  await page.waitForURL((url) => url.pathname === billingPath && url.search.includes("currentView=payments"))
  await expect(page.getByRole("tab", { name: "Payments" })).toHaveAttribute("aria-selected", "true")
  await expect(bodyRows(paymentsTable(page))).toHaveCount(10)
  code = undefined

  // The menu's Billing: the bills tab, marked as the page on screen.
  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click()
  const billing = page.getByRole("menuitem", { name: "Billing", exact: true })
  await expect(billing).toHaveAttribute("aria-current", "page")
  await billing.click()
  await expect(page.getByRole("tab", { name: "Bills" })).toHaveAttribute("aria-selected", "true")

  await page.goto("/dashboard")
  await page.getByRole("link", { name: "See all in Billing" }).click()
  await expect(page.getByRole("tab", { name: "Bills" })).toHaveAttribute("aria-selected", "true")
  await page.goBack()
  await page.getByRole("link", { name: "Payments in Billing" }).click()
  await expect(page.getByRole("tab", { name: "Payments" })).toHaveAttribute("aria-selected", "true")
})

test("keyboard only: reach the tabs, switch with the arrows, search, page and download", async ({ page }) => {
  await openBilling(page, "alice")
  const table = billsTable(page)
  await expect(bodyRows(table)).toHaveCount(10)
  const billsTab = page.getByRole("tab", { name: "Bills" })
  await focusByTab(page, billsTab, "the Bills tab")
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("tab", { name: "Payments" })).toBeFocused()
  await expect(page).toHaveURL(/currentView=payments/)
  await expect(bodyRows(paymentsTable(page))).toHaveCount(10)
  await page.keyboard.press("ArrowLeft")
  await expect(billsTab).toBeFocused()
  await expect(bodyRows(table)).toHaveCount(10)

  // Into the panel: the start date, its calendar button, the end date … then Search.
  const start = page.getByLabel("Start date", { exact: true })
  await focusByTab(page, start, "the start date")
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type("11/22/2024")
  await page.keyboard.press("Enter")
  await expect(page.getByText("Showing 1–10 of 24")).toBeVisible()
  await expect(start).toBeFocused()

  const page2 = pages(page).getByRole("button", { name: "Page 2" })
  await focusByTab(page, page2, "page 2")
  await page.keyboard.press("Enter")
  await expect(page.getByText("Showing 11–20 of 24")).toBeFocused()

  // From the status, Tab reaches the first row's PDF.
  const pdf = bodyRows(table)
    .first()
    .getByRole("button", { name: /^Download the bill/ })
  await focusByTab(page, pdf, "the first PDF")
  const download = page.waitForEvent("download")
  await page.keyboard.press("Enter")
  expect((await download).suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}\.pdf$/)
})

test("the calendar beside a date opens on the first press and writes the chosen day into the field", async ({
  page,
}) => {
  await openBilling(page, "alice")
  await expect(bodyRows(billsTable(page))).toHaveCount(10)
  // Pressed before anything else on the form: its code arrives then, and it opens all the same.
  await page.getByRole("button", { name: "Calendar for Start date" }).click()
  const calendar = page.getByRole("application", { name: "Calendar for Start date" })
  await expect(calendar).toBeVisible()
  await expect(calendar.getByRole("gridcell", { name: /November 22, 2025/ })).toBeVisible()
  await calendar.getByRole("gridcell", { name: /November 29, 2025/ }).click()
  await expect(page.getByLabel("Start date", { exact: true })).toHaveValue("11/29/2025")
  await expectAccessible(page, "billing, after choosing a day in the calendar (en)")

  // By keyboard: the end date's calendar opens with Enter and closes with Escape, the focus back on it.
  // Once the start date's has closed and handed its focus back (a frame later on a busy machine), or that
  // hand-back would take the focus from the end date's button before Enter is pressed.
  await expect(calendar).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Calendar for Start date" })).toBeFocused()
  const endCalendar = page.getByRole("button", { name: "Calendar for End date" })
  await endCalendar.focus()
  await expect(endCalendar).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("application", { name: "Calendar for End date" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("application", { name: "Calendar for End date" })).toHaveCount(0)
  await expect(endCalendar).toBeFocused()
})

test("a press on the calendar's button that its code arrives in the middle of still opens it", async ({
  page,
}) => {
  await openBilling(page, "alice")
  await expect(bodyRows(billsTable(page))).toHaveCount(10)
  // The calendar's code is asked for when the pointer comes over the button, and held back here until
  // the button is pressed: on a slow phone it arrives between a tap's press and its release.
  const calendarCode = builtFileRequest("src/ui/form/date-calendar.tsx")
  let releaseCode: () => void = () => undefined
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve
  })
  await page.route(calendarCode, async (route) => {
    await codeHeld
    await route.continue()
  })
  const button = page.getByRole("button", { name: "Calendar for Start date" })
  const box = await button.boundingBox()
  if (box === null) throw new Error("the calendar's button has no box")
  const codeAsked = page.waitForRequest(calendarCode)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await codeAsked
  await page.mouse.down()
  const codeCame = page.waitForResponse(calendarCode)
  releaseCode()
  await codeCame
  // Time for the code to run and the page to draw whatever it draws once it has it.
  await page.evaluate("new Promise((resolve) => setTimeout(resolve, 500))")
  await page.mouse.up()
  await expect(page.getByRole("application", { name: "Calendar for Start date" })).toBeVisible()
})

/**
 * The bills table's layout on the page: the first row's display and height, per cell of that row the
 * column name it starts with (for screen readers on a phone), next to the column headers; the cells of
 * that row shown on the screen; and how many cells of the table clip their content.
 */
const tableLayout = async (
  page: Page,
): Promise<{
  display: string
  labels: string
  headers: string
  shown: string
  hidden: string
  height: number
  clipped: number
}> => {
  const found = String(
    await page.evaluate(`(() => {
      const table = document.querySelector("table")
      if (table === null) return "{}"
      const row = table.querySelector("tbody tr")
      // A label as its cell's generated text reads it ("Amount: "), back to its header ("Amount").
      const unlabel = (text) => text.replace(/"/g, "").replace(/\\s*:\\s*$/u, "")
      return JSON.stringify({
        display: row === null ? "" : getComputedStyle(row).display,
        labels: row === null ? "" : [...row.querySelectorAll("td")].filter((cell) => cell.hasAttribute("data-label")).map((cell) => unlabel(getComputedStyle(cell, "::before").content)).join("|"),
        shown: row === null ? "" : [...row.querySelectorAll("td")].filter((cell) => cell.getClientRects().length > 0).map((cell) => cell.innerText.trim().split("\\n")[0]).join("|"),
        height: row === null ? 0 : row.getBoundingClientRect().height,
        hidden: row === null ? "" : [...row.querySelectorAll("td")].filter((cell) => cell.getClientRects().length === 0 && cell.hasAttribute("data-label")).map((cell) => unlabel(cell.getAttribute("data-label"))).join("|"),
        headers: [...table.querySelectorAll("thead th")].map((header) => header.textContent.trim()).join("|"),
        clipped: [...table.querySelectorAll("td")].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length,
      })
    })()`),
  )
  const parsed: unknown = JSON.parse(found)
  const text = (key: string): string => String(Reflect.get(Object(parsed), key) ?? "")
  return {
    display: text("display"),
    labels: text("labels"),
    headers: text("headers"),
    shown: text("shown"),
    hidden: text("hidden"),
    height: Number(text("height")),
    clipped: Number(text("clipped")),
  }
}

for (const server of ["aurora", "lakeside"] as const) {
  test.describe(`screens on ${server}`, () => {
    test.use({ server })
    test("the bills read at a phone's, a desktop's and a store screen's size; on the phone each row is one line that opens", async ({
      page,
    }) => {
      await signIn(page, personas.alice.username, personas.alice.password)
      for (const lang of ["en", "fr"] as const) {
        for (const { width, height } of screenSizes) {
          await page.setViewportSize({ width, height })
          await page.goto(`${lang === "fr" ? "/fr" : ""}${billingPath}`)
          await expect(bodyRows(billsTable(page, lang))).toHaveCount(10)
          expect(
            await page.evaluate(
              "document.documentElement.scrollWidth - document.documentElement.clientWidth",
            ),
            `sideways scroll at ${width}×${height} (${lang})`,
          ).toBe(0)
          const layout = await tableLayout(page)
          expect(layout.clipped, `cells clipping their content at ${width}×${height} (${lang})`).toBe(0)
          if (width < 768) {
            // One line of targets: the row's button, the dates and status, amount and PDF; the due date
            // waits in the opened row; each cell names its column for screen readers; the headers are off screen.
            expect(layout.display).toBe("grid")
            expect(layout.height).toBeLessThan(56)
            expect(layout.labels).toBe(layout.headers.split("|").slice(1).join("|"))
            expect(layout.shown.split("|")).toHaveLength(5)
            expect(layout.hidden).toBe(layout.headers.split("|")[2])
            const headerBox = await billsTable(page, lang).locator("thead").boundingBox()
            expect(headerBox?.height ?? 0).toBeLessThanOrEqual(1)
          } else {
            expect(layout.display).toBe("table-row")
          }
          if (process.env.E2E_SHOTS_DIR !== undefined) {
            await page.screenshot({
              path: `${process.env.E2E_SHOTS_DIR}/billing-${server}-${lang}-${width}x${height}.png`,
              fullPage: true,
            })
          }
        }
      }
    })
  })
}
