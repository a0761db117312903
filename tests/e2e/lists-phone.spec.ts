/**
 * The lists on a phone (docs/decisions/031): a bill's row is one line of targets that opens for the rest,
 * the filters sit behind one Filters button in a bottom sheet, the pager keeps to one line and a charge's
 * service ID never breaks; axe on the phone layout with the sheet open and closed, in English and French.
 */
import { expect, expectAccessible, type Lang, type Page, personas, shoot, signIn, test } from "./fixtures.ts"

const phone = { width: 390, height: 844 } as const

const texts = {
  en: {
    billsTable: /^Bills from /u,
    chargesTable: /^Charges /u,
    filters: "Filters",
    startDate: "Start date",
    endDate: "End date",
    search: "Search",
    pages: "Pages",
    more: /^More about the bill of /u,
    dueDate: "Due date",
  },
  fr: {
    billsTable: /^Factures du /u,
    chargesTable: /^Frais /u,
    filters: "Filtres",
    startDate: "Date de début",
    endDate: "Date de fin",
    search: "Rechercher",
    pages: "Pages",
    more: /^Plus sur la facture du /u,
    dueDate: "Date d’échéance",
  },
} as const satisfies Record<Lang, unknown>

const prefix = (lang: Lang) => (lang === "fr" ? "/fr" : "")

/** How many distinct lines the elements matched take: their tops, rounded, counted once each. */
const linesOf = async (page: Page, selector: string): Promise<number> =>
  Number(
    await page.evaluate(
      `new Set([...document.querySelectorAll(${JSON.stringify(selector)})].filter((element) => element.getClientRects().length > 0).map((element) => Math.round(element.getBoundingClientRect().top))).size`,
    ),
  )

/** The sheet's fields by their labels and its submit button by its text, in the page's order. */
const sheetOrder = async (page: Page): Promise<Array<string>> => {
  const found: unknown = await page.evaluate(
    `[...document.querySelectorAll("[role=dialog] input, [role=dialog] select, [role=dialog] button[type=submit]")].map((element) => (element.tagName === "BUTTON" ? element.textContent : (element.labels?.[0]?.textContent ?? "")).replace(/\\s*\\*?$/u, "").trim())`,
  )
  return Array.isArray(found) ? found.map(String) : []
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(phone)
  await signIn(page, personas.alice.username, personas.alice.password)
})

test("bills on a phone: ten one-line rows under 2,500 px of page; a row opens to its due date; the pager on one line", async ({
  page,
}) => {
  await page.goto("/billing/bill-payment-history?startDate=2024-11-22&endDate=2026-11-22")
  const table = page.getByRole("table", { name: texts.en.billsTable })
  const rows = table.locator("tbody > tr:not([hidden])")
  await expect(rows).toHaveCount(10)
  // The whole page counts: the help block and footer are lazy, so the height is read once they are in.
  await expect(page.getByRole("complementary", { name: "Need help?" })).toBeVisible()
  await expect(page.getByRole("contentinfo")).toBeVisible()
  await expect.poll(() => page.evaluate("document.documentElement.scrollHeight")).toBeLessThan(2500)

  // One line of targets: no row is taller than its 44 px buttons and a little room.
  const heights = await rows.evaluateAll((elements) =>
    elements.map((row) => row.getBoundingClientRect().height),
  )
  for (const height of heights) expect(height).toBeLessThan(56)
  // The due date leaves the row; the row's button shows it, named by its column.
  const first = rows.first()
  const dueDate = first.locator(`td[data-label="${texts.en.dueDate}:"]`)
  await expect(dueDate).toHaveCount(1)
  await expect(dueDate).toBeHidden()
  const more = first.getByRole("button", { name: texts.en.more })
  const box = await more.boundingBox()
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44)
  await more.click()
  const details = page.locator(`[id="${await more.getAttribute("aria-controls")}"]`)
  await expect(details.getByRole("term")).toHaveText([texts.en.dueDate])
  await expect(details.getByRole("definition")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/u)

  // The pager: every button on one line, none narrower or lower than 44 px, inside the screen.
  const pager = page.getByRole("navigation", { name: texts.en.pages })
  await expect(pager.getByRole("button", { name: "Next page" })).toBeEnabled()
  expect(await linesOf(page, "nav[aria-label=Pages] button")).toBe(1)
  for (const button of await pager.getByRole("button").all()) {
    const size = await button.boundingBox()
    expect(size?.height ?? 0).toBeGreaterThanOrEqual(44)
    expect((size?.x ?? 0) + (size?.width ?? 0)).toBeLessThanOrEqual(phone.width)
  }
  await shoot(page, "lists-phone-bills-en")
})

for (const lang of ["en", "fr"] as const) {
  test(`the filters open from one button into a sheet; a search there shows its rows and closes it; axe clean (${lang})`, async ({
    page,
  }) => {
    const t = texts[lang]
    await page.goto(`${prefix(lang)}/billing/bill-payment-history`)
    const table = page.getByRole("table", { name: t.billsTable })
    await expect(table.locator("tbody > tr:not([hidden])")).toHaveCount(10)
    // No date fields on the first screen: one button, the range searched beside it.
    await expect(page.getByLabel(t.startDate, { exact: true })).toHaveCount(0)
    const filters = page.getByRole("button", { name: t.filters, exact: true })
    await expect(filters).toHaveAccessibleDescription(/2025.+2026/u)
    await expectAccessible(page, `billing on a phone, filters closed (${lang})`)

    await filters.click()
    const sheet = page.getByRole("dialog", { name: t.filters })
    await expect(sheet).toBeVisible()
    // At the bottom of the screen, the fields in reading order and Search after them.
    const sheetBox = await sheet.boundingBox()
    expect((sheetBox?.y ?? 0) + (sheetBox?.height ?? 0)).toBeGreaterThan(phone.height - 2)
    expect(await sheetOrder(page)).toEqual([
      expect.stringContaining(t.startDate),
      expect.stringContaining(t.endDate),
      t.search,
    ])
    await expectAccessible(page, `billing on a phone, filters open (${lang})`)
    await shoot(page, `lists-phone-filters-open-${lang}`, { fullPage: false })

    // A year earlier, written as the field writes its days in this language.
    const startField = sheet.getByLabel(t.startDate, { exact: true })
    await startField.fill((await startField.inputValue()).replace("2025", "2024"))
    await sheet.getByRole("button", { name: t.search, exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get("startDate") === "2024-11-22")
    await expect(sheet).toBeHidden()
    await expect(filters).toBeFocused()
    await expect(filters).toHaveAccessibleDescription(/2024.+2026/u)
    await expect(table.locator("tbody > tr:not([hidden])")).toHaveCount(10)
    await expectAccessible(page, `billing on a phone, after a search from the sheet (${lang})`)
  })
}

test("a charge row's service ID stays on one line; the charges' filters sheet has the service before Search", async ({
  page,
}) => {
  await page.goto("/charge-history")
  const table = page.getByRole("table", { name: texts.en.chargesTable })
  const rows = table.locator("tbody > tr:not([hidden])")
  await expect(rows).toHaveCount(10)
  for (const row of await rows.all()) {
    const id = row.getByText(/^[A-Z]{2,}-\d+$/u)
    await expect(id).toBeVisible()
    // One line: the ID's box is one line-box tall, however its row wraps the words before it.
    const lineCount = await id.evaluate((element) => element.getClientRects().length)
    expect(lineCount).toBe(1)
  }
  await page.getByRole("button", { name: texts.en.filters, exact: true }).click()
  const sheet = page.getByRole("dialog", { name: texts.en.filters })
  await expect(sheet).toBeVisible()
  expect(await sheetOrder(page)).toEqual([
    expect.stringContaining("Start date"),
    expect.stringContaining("End date"),
    "Service",
    "Search",
  ])
  await expectAccessible(page, "charge history on a phone, filters open (en)")
})
