/**
 * Charge history and usage (spec §2 ChargeHistory and Usage, §4 Lists, §8 empty messages):
 * Alice's charges filtered by dates and service, a row opened, charges.csv read back; her usage by bill
 * date and service, the discounts, both CSVs, the chart against the table; French; the empty states;
 * hideUsage; axe on each state; the keyboard; the three screen sizes.
 */
import { readFile } from "node:fs/promises"
import { parse } from "csv-parse/sync"
import {
  dismissSystemMessage,
  expect,
  expectAccessible,
  focusByTab,
  type Locator,
  type Page,
  personas,
  screenSizes,
  shoot,
  signIn,
  test,
} from "./fixtures.ts"

/** Alice, on the dashboard with her system message answered "not now" (it would cover the page). */
const signInAlice = async (page: Page): Promise<void> => {
  await signIn(page, personas.alice.username, personas.alice.password)
  await dismissSystemMessage(page, "Not now")
}

/** Bruno, who prefers French (his system message shows only in French). */
const signInBruno = async (page: Page): Promise<void> => {
  await signIn(page, personas.bruno.username, personas.bruno.password)
  await dismissSystemMessage(page, "Plus tard")
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const csvRows = async (path: string): Promise<Array<Array<string>>> =>
  parse(await readFile(path, "utf8"), { bom: true })

const downloadOf = async (page: Page, button: Locator) => {
  const download = page.waitForEvent("download")
  await button.click()
  return download
}

const table = (page: Page, caption: RegExp) => page.getByRole("table", { name: caption })
const bodyRows = (page: Page, caption: RegExp) =>
  table(page, caption)
    .locator("tbody > tr:not([hidden])")
    .filter({ hasNot: page.locator("td[colspan]") })
/** A usage row's cell by its column's header (each cell carries it for narrow screens). */
const usageCell = (row: Locator, header: string) => row.locator(`td[data-label="${header}:"]`)
const rowCountOf = async (status: Locator): Promise<number> => {
  const text = (await status.textContent()) ?? ""
  return Number(/(\d+)\s*$/u.exec(text.trim())?.[1] ?? Number.NaN)
}

test.describe("charge history", () => {
  test("Alice's last year, ten to a page; her internet service narrows it; a row opens; charges.csv holds the same rows", async ({
    page,
  }) => {
    await signInAlice(page)
    await page.goto("/charge-history")
    await expect(page.getByRole("heading", { level: 1, name: "Charge history" })).toBeVisible()
    const status = page.getByTestId("charges-status")
    await expect(status).toHaveText(/^Showing 1–10 of \d+$/u)
    // The last year up to the server's today (11/22/2026).
    await expect(table(page, /^Charges from 11\/22\/2025 to 11\/22\/2026$/u)).toBeVisible()
    const all = await rowCountOf(status)
    await expect(bodyRows(page, /^Charges from /u)).toHaveCount(10)
    await expectAccessible(page, "charge history (en)")

    await page.getByLabel("Service", { exact: true }).selectOption({ label: "NET-8820410" })
    await page.waitForURL((url) => url.searchParams.has("subscriptionPointID"))
    await expect(table(page, /^Charges for NET-8820410 from /u)).toBeVisible()
    await expect(status).toHaveText(/^Showing 1–\d+ of \d+$/u)
    const internet = await rowCountOf(status)
    expect(internet).toBeGreaterThan(0)
    expect(internet).toBeLessThan(all)

    // A row opens to its bill date, amount and tax.
    const first = bodyRows(page, /^Charges for NET-8820410/u).first()
    const toggle = first.getByRole("button", { name: /^Details of / })
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    const details = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`)
    await expect(details).toContainText("Bill date")
    await expect(details).toContainText("Amount")
    await expect(details).toContainText("Tax")
    await expectAccessible(page, "charge history, a row opened (en)")

    const file = await downloadOf(page, page.getByRole("button", { name: "Download CSV" }))
    expect(file.suggestedFilename()).toBe("charges.csv")
    const [header, ...rows] = await csvRows(await file.path())
    expect(header).toEqual([
      "Charge name",
      "Statement date",
      "Start date",
      "End date",
      "Quantity",
      "Amount",
      "Tax",
      "Total",
    ])
    expect(rows).toHaveLength(internet)
    // The first rows are the screen's first page, in its order, with the same totals.
    const screenTotals = await bodyRows(page, /^Charges for NET-8820410/u)
      .locator("td:last-child")
      .allTextContents()
    expect(rows.slice(0, screenTotals.length).map((row) => `$${Number(row[7]).toFixed(2)}`)).toEqual(
      screenTotals.map((total) => total.replace(/,/gu, "")),
    )
    expect(rows.every((row) => (row[0] ?? "").includes("NET-8820410"))).toBe(true)
    // The opened row's bill date, amount and tax are the file's first row's.
    const [, statementDay = "", , , , amount = "", tax = ""] = rows[0] ?? []
    const [year, month, day] = statementDay.split("-")
    await expect(details).toContainText(`${month}/${day}/${year}`)
    await expect(details).toContainText(`$${Number(amount).toFixed(2)}`)
    await expect(details).toContainText(`$${Number(tax).toFixed(2)}`)

    // Every row of the filter, page after page, against the file: the same totals in the same order.
    const pageCount = Math.ceil(internet / 10)
    const onScreen: Array<string> = []
    for (let number = 1; number <= pageCount; number += 1) {
      if (number > 1) {
        await page
          .getByRole("navigation", { name: "Pages" })
          .getByRole("button", { name: `Page ${number}` })
          .click()
        await expect(status).toHaveText(new RegExp(`^Showing ${(number - 1) * 10 + 1}–`, "u"))
      }
      onScreen.push(
        ...(await bodyRows(page, /^Charges for NET-8820410/u)
          .locator("td:last-child")
          .allTextContents()),
      )
    }
    expect(onScreen).toHaveLength(internet)
    expect(rows.map((row) => `$${Number(row[7]).toFixed(2)}`)).toEqual(
      onScreen.map((total) => total.replace(/,/gu, "")),
    )
    const cents = (values: ReadonlyArray<number>) =>
      values.reduce((sum, value) => sum + Math.round(value * 100), 0)
    expect(cents(rows.map((row) => Number(row[7])))).toBe(
      cents(onScreen.map((total) => Number(total.replace(/[$,]/gu, "")))),
    )
  })

  test("a 100,000-row charges.csv arrives whole and the page stays responsive meanwhile", async ({
    page,
  }) => {
    const switched = await page.request.post(
      `/__mock/bulk-charges?account=${personas.alice.accountNumber}&rows=100000`,
    )
    expect(switched.status()).toBe(204)
    await signInAlice(page)
    await page.goto("/charge-history")
    await expect(page.getByTestId("charges-status")).toHaveText(/of 100,?000$/u)
    // Long tasks (the browser's own measure of main-thread work that blocks input) while the file arrives.
    await page.evaluate(`window.__longTasks = [];
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration) })
        .observe({ type: "longtask" })`)
    const file = await downloadOf(page, page.getByRole("button", { name: "Download CSV" }))
    expect(file.suggestedFilename()).toBe("charges.csv")
    const rows = await csvRows(await file.path())
    expect(rows).toHaveLength(100_001)
    const longest = Number(await page.evaluate("Math.max(0, ...window.__longTasks)"))
    expect(longest, "no main-thread task of 250 ms or more while the file arrived").toBeLessThan(250)
  })

  test("a date range with no charges says so", async ({ page }) => {
    await signInAlice(page)
    await page.goto("/charge-history?startDate=2001-01-01&endDate=2001-12-31")
    await expect(page.getByText("Sorry, no charges found")).toBeVisible()
    await expectAccessible(page, "charge history, empty (en)")
  })

  test("in French: headings, dates and amounts in French, and the CSV's headers too", async ({ page }) => {
    await signInBruno(page)
    await page.goto("/fr/charge-history")
    await expect(page.getByRole("heading", { level: 1, name: "Historique des frais" })).toBeVisible()
    const headers = await table(page, /^Frais du /u)
      .locator("thead th")
      .allTextContents()
    // After the (visually hidden) header of the details buttons.
    expect(headers.slice(1)).toEqual(["Frais", "Période", "Quantité", "Total"])
    await expect(
      bodyRows(page, /^Frais du /u)
        .first()
        .locator("td")
        .last(),
    ).toHaveText(/^\d[\d\u202f\u00a0]*,\d{2}\u00a0\$$/u)
    await expectAccessible(page, "charge history (fr)")
    const toggle = page.getByRole("button", { name: /^Détails de / }).first()
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expectAccessible(page, "charge history, a row opened (fr)")
    const file = await downloadOf(page, page.getByRole("button", { name: "Télécharger en CSV" }))
    const [header] = await csvRows(await file.path())
    expect(header).toEqual([
      "Nom du frais",
      "Date du relevé",
      "Date de début",
      "Date de fin",
      "Quantité",
      "Montant",
      "Taxes",
      "Total",
    ])
    await page.goto("/fr/charge-history?startDate=2001-01-01&endDate=2001-12-31")
    await expect(page.getByText("Désolé, aucun frais trouvé")).toBeVisible()
    await expectAccessible(page, "charge history, empty (fr)")
  })

  test("by keyboard: search dates, open a row, download", async ({ page }) => {
    await signInAlice(page)
    await page.goto("/charge-history")
    await expect(page.getByTestId("charges-status")).toHaveText(/^Showing/u)
    const start = page.getByLabel("Start date", { exact: true })
    await focusByTab(page, start, "the start date", { limit: 30 })
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("06/01/2026")
    await focusByTab(page, page.getByRole("button", { name: "Search" }), "Search", { limit: 6 })
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.searchParams.get("startDate") === "2026-06-01")
    const toggle = page.getByRole("button", { name: /^Details of / }).first()
    await focusByTab(page, toggle, "the first row's details", { limit: 8 })
    await page.keyboard.press("Enter")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    const csv = page.getByRole("button", { name: "Download CSV" })
    await focusByTab(page, csv, "Download CSV", { limit: 12, backwards: true })
    const download = page.waitForEvent("download")
    await page.keyboard.press("Enter")
    expect((await download).suggestedFilename()).toBe("charges.csv")
  })
})

test.describe("usage", () => {
  test("the bill dates, a service search, the discounts, both CSVs, and a chart equal to the table", async ({
    page,
  }) => {
    await signInAlice(page)
    await page.goto("/usage")
    await expect(page.getByRole("heading", { level: 1, name: "Usage" })).toBeVisible()
    // The not-billed-yet period, then each of her 24 bills.
    const billDate = page.getByLabel("Bill date", { exact: true })
    await expect(billDate.locator("option")).toHaveCount(25)

    // The chart: 12 bills of the first service, oldest first.
    const chart = page.getByTestId("usage-chart")
    const bars = chart.locator("rect[role=img]")
    await expect(bars).toHaveCount(12)
    await page.getByLabel("Service shown", { exact: true }).selectOption("NET-8820410")
    // The service by its name, then its ID; quantities in its unit; the average named in the legend.
    await expect(chart.locator("figcaption")).toHaveText("Internet (NET-8820410): usage on the last 12 bills")
    await expect(chart.locator("svg")).toContainText("GB")
    await expect(chart.getByTestId("usage-average-legend")).toHaveText(/^Average: [\d,]+\u00a0GB$/u)
    await expect(chart.getByTestId("usage-average")).toHaveCount(1)
    const newest = bars.last()
    const label = (await newest.getAttribute("aria-label")) ?? ""
    const quantity = Number(await newest.getAttribute("data-quantity"))

    // The table for the newest bill and that service shows the same quantity; the bill alone has more rows.
    await billDate.selectOption({ index: 1 })
    await page.getByRole("button", { name: "Search" }).click()
    await page.waitForURL((url) => url.searchParams.has("atrTransactionID"))
    // Retried: the status line may still be changing over to the new search's answer when first read.
    await expect.poll(() => rowCountOf(page.getByTestId("usage-status"))).toBeGreaterThan(1)
    await page.getByLabel("Service ID", { exact: true }).fill("NET-8820410")
    await page.getByRole("button", { name: "Search" }).click()
    await page.waitForURL((url) => url.searchParams.get("serviceID") === "NET-8820410")
    const rows = bodyRows(page, /^Usage on the bill of /u)
    await expect(rows).toHaveCount(1)
    await expect(usageCell(rows.first(), "Quantity")).toHaveText(quantity.toLocaleString("en-US"))
    expect(label).toContain(quantity.toLocaleString("en-US"))

    // The arrow keys' hint shows once the bars have the focus, and nothing below the chart moves.
    const hint = chart.getByTestId("usage-keyboard-hint")
    await expect(hint).toBeHidden()
    const csvButton = page.getByRole("button", { name: "Download CSV" })
    const asTable = page.getByText("Show these figures as a table", { exact: true })
    const below = await asTable.boundingBox()
    // Focus on a bar says its value; the arrow keys move between bars.
    await newest.focus()
    await expect(hint).toBeVisible()
    expect(await asTable.boundingBox()).toEqual(below)
    await expect(newest).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(bars.nth(10)).toBeFocused()
    await page.keyboard.press("Home")
    await expect(bars.first()).toBeFocused()
    await expectAccessible(page, "usage, chart focused (en)")

    const summary = await downloadOf(page, csvButton)
    expect(summary.suggestedFilename()).toBe("usageSummary.csv")
    const [summaryHeader, ...summaryRows] = await csvRows(await summary.path())
    expect(summaryHeader?.[0]).toBe("Service ID")
    expect(summaryRows.map((row) => row[0])).toEqual(["NET-8820410"])
    const detail = await downloadOf(
      page,
      page.getByRole("button", { name: "Download the usage detail of NET-8820410 (CSV)" }),
    )
    expect(detail.suggestedFilename()).toBe("usage-detail.csv")
  })

  test("each of the chart's 12 bars equals the usage table of its bill, quantity and charge", async ({
    page,
  }) => {
    await signInAlice(page)
    await page.goto("/usage")
    const bars = page.getByTestId("usage-chart").locator("rect[role=img]")
    await expect(bars).toHaveCount(12)
    await page.getByLabel("Service shown", { exact: true }).selectOption("NET-8820410")
    await expect(page.getByTestId("usage-chart")).toContainText("NET-8820410")
    const barLabels: Array<string> = []
    for (let index = 0; index < 12; index += 1) {
      barLabels.push((await bars.nth(index).getAttribute("aria-label")) ?? "")
    }
    // The newest 12 bills, newest first in the list (after the not-billed-yet period); the bars oldest first.
    const billDate = page.getByLabel("Bill date", { exact: true })
    const billIDs = (
      await billDate
        .locator("option")
        .evaluateAll((options) => options.map((option) => String(Reflect.get(option, "value"))))
    ).slice(1, 13)
    expect(billIDs).toHaveLength(12)
    await page.getByLabel("Service ID", { exact: true }).fill("NET-8820410")
    for (const [index, billID] of billIDs.entries()) {
      await billDate.selectOption(billID)
      await page.getByRole("button", { name: "Search" }).click()
      await page.waitForURL((url) => url.searchParams.get("atrTransactionID") === billID)
      // The table named after this bill's date: the previous bill's rows may still show for a moment.
      const dateText = ((await billDate.locator(`option[value="${billID}"]`).textContent()) ?? "").trim()
      const rows = bodyRows(page, new RegExp(`^Usage on the bill of ${dateText}$`, "u"))
      await expect(rows).toHaveCount(1)
      const quantityText = ((await usageCell(rows.first(), "Quantity").textContent()) ?? "").trim()
      const chargeText = ((await usageCell(rows.first(), "Charge").textContent()) ?? "").trim()
      const barLabel = barLabels[11 - index] ?? ""
      expect(barLabel, `bar ${12 - index} against the bill ${billID}`).toContain(quantityText)
      expect(barLabel, `bar ${12 - index} against the bill ${billID}`).toContain(chargeText)
    }
  })

  test("a discount shows with a leading minus; a search that finds nothing says there is no usage", async ({
    page,
  }) => {
    await signInAlice(page)
    // Every bill's usage, until one has a discount.
    await page.goto("/usage")
    const billDate = page.getByLabel("Bill date", { exact: true })
    let found = false
    for (let index = 0; index < 25 && !found; index += 1) {
      await billDate.selectOption({ index })
      await page.getByRole("button", { name: "Search" }).click()
      await expect(page.getByTestId("usage-status")).toHaveText(/^Showing/u)
      const discounts = await page.locator('tbody td[data-label="Discount:"]').allTextContents()
      found = discounts.some((text) => /^-\$\d+\.\d{2}$/u.test(text))
    }
    expect(found, "some bill of Alice's has a discount shown as -$x.xx").toBe(true)

    await page.getByLabel("Service ID", { exact: true }).fill("ZZZ-0")
    await page.getByRole("button", { name: "Search" }).click()
    await expect(page.getByText("Sorry, no usage found")).toBeVisible()
    await expectAccessible(page, "usage, empty (en)")
  })

  test("in French: the table's headers, the chart's labels, the CSV's headers and the amounts", async ({
    page,
  }) => {
    await signInBruno(page)
    await page.goto("/fr/usage")
    await expect(page.getByRole("heading", { level: 1, name: "Consommation" })).toBeVisible()
    const chart = page.getByTestId("usage-chart")
    await expect(chart).toContainText("consommation des 12 dernières factures")
    // Month names in French under the bars, the value in a bar's name in French format.
    await expect(
      chart
        .locator("text")
        .filter({ hasText: /^(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)/u })
        .first(),
    ).toBeVisible()
    await expect(chart.locator("rect[role=img]").last()).toHaveAttribute("aria-label", /\u00a0\$$/u)
    await chart.locator("rect[role=img]").last().focus()
    await expectAccessible(page, "usage, chart focused (fr)")
    const usageTable = table(page, /^Consommation pas encore facturée$/u)
    const headers = await usageTable.locator("thead th").allTextContents()
    expect(headers).toEqual([
      // The (visually hidden) header of the buttons that open a row on a phone.
      "Détails",
      "Identifiant de service",
      "Quantité",
      "Montant",
      "Rabais",
      "Facturation",
      "Détail",
    ])
    await expect(usageTable.locator('tbody td[data-label="Montant\u202f:"]').first()).toHaveText(
      /,\d{2}\u00a0\$$/u,
    )
    await expectAccessible(page, "usage (fr)")
    const summary = await downloadOf(page, page.getByRole("button", { name: "Télécharger en CSV" }))
    const [header] = await csvRows(await summary.path())
    expect(header).toEqual(["Identifiant de service", "Quantité", "Frais", "Rabais", "Net", "Non facturé"])
    const detail = await downloadOf(
      page,
      page.getByRole("button", { name: /^Télécharger le détail de la consommation de .+ \(CSV\)$/u }).first(),
    )
    expect(detail.suggestedFilename()).toBe("usage-detail.csv")
    const [detailHeader] = await csvRows(await detail.path())
    expect(detailHeader).toEqual([
      "Identifiant de service",
      "Date et heure (UTC)",
      "Description",
      "Quantité",
      "Unité",
      "Frais",
    ])

    await page.getByLabel("Identifiant de service", { exact: true }).fill("ZZZ-0")
    await page.getByRole("button", { name: "Rechercher" }).click()
    await expect(page.getByText("Désolé, aucune consommation trouvée")).toBeVisible()
    await expectAccessible(page, "usage, empty (fr)")
  })

  test("with a theme that sets hideUsage, the menu has no Usage and /usage leads to the dashboard", async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname === "/theme/theme.json",
      async (route) => {
        const response = await route.fetch()
        const theme: unknown = await response.json()
        if (!isRecord(theme) || !isRecord(theme.settings)) throw new Error("the served theme has no settings")
        await route.fulfill({
          response,
          json: { ...theme, settings: { ...theme.settings, hideUsage: true } },
        })
      },
    )
    await signInAlice(page)
    await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click()
    await expect(page.getByRole("menuitem", { name: "Charge history" })).toBeVisible()
    await expect(page.getByRole("menuitem", { name: "Usage" })).toHaveCount(0)
    await page.keyboard.press("Escape")
    await page.goto("/usage")
    await page.waitForURL((url) => url.pathname === "/dashboard")
  })
})

for (const server of ["aurora", "lakeside"] as const) {
  test.describe(`screens on ${server}`, () => {
    test.use({ server })
    // One test per size: four screens, each loaded and photographed, fit a test's time on a busy machine.
    for (const { width, height } of screenSizes) {
      test(`charges and usage read at ${width}×${height}`, async ({ page }) => {
        await page.setViewportSize({ width, height })
        await signIn(page, personas.carla.username, personas.carla.password)
        for (const path of ["/charge-history", "/fr/charge-history", "/usage", "/fr/usage"]) {
          await page.goto(path)
          await expect(page.getByRole("status").first()).toHaveText(/\d/u)
          // The header's account lines arrive last (a chunk of their own): the picture waits for them.
          await expect(page.getByRole("banner")).toContainText(personas.carla.accountNumber)
          expect(
            await page.evaluate(
              "document.documentElement.scrollWidth - document.documentElement.clientWidth",
            ),
          ).toBe(0)
          await shoot(page, `${path.replaceAll("/", "-").slice(1)}-${server}-${width}x${height}`)
        }
      })
    }
  })
}

/** The relative luminance of an `rgb(r, g, b)` colour (WCAG 2.1). */
const luminance = (color: string): number => {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/gu) ?? []).map(Number)
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

for (const server of ["aurora", "lakeside"] as const) {
  test.describe(`the usage chart's colours on ${server}`, () => {
    test.use({ server })
    test("the bars, resting and the latest, stand out from the card by 3:1 at least (WCAG 1.4.11)", async ({
      page,
    }) => {
      await signInAlice(page)
      await page.goto("/usage")
      const bars = page.getByTestId("usage-chart").locator("rect[role=img]")
      await expect(bars).toHaveCount(12)
      // The colour behind the chart: the first ancestor with a background of its own.
      const background = String(
        await page.evaluate(`(() => {
          let element = document.querySelector('[data-testid="usage-chart"]')
          while (element !== null) {
            const color = getComputedStyle(element).backgroundColor
            if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") return color
            element = element.parentElement
          }
          return "rgb(255, 255, 255)"
        })()`),
      )
      const resting = String(
        await page.evaluate(
          `getComputedStyle(document.querySelectorAll('[data-testid="usage-chart"] rect[role=img]')[0]).fill`,
        ),
      )
      expect(resting).toMatch(/^rgb\(/u)
      expect(background).toMatch(/^rgb\(/u)
      expect(contrast(resting, background), `resting bar ${resting} on ${background}`).toBeGreaterThanOrEqual(
        3,
      )
      const latest = String(
        await page.evaluate(
          `getComputedStyle(document.querySelectorAll('[data-testid="usage-chart"] rect[role=img]')[11]).fill`,
        ),
      )
      expect(latest).toMatch(/^rgb\(/u)
      expect(latest, "the latest bill's bar is marked by a colour of its own").not.toBe(resting)
      expect(contrast(latest, background), `latest bar ${latest} on ${background}`).toBeGreaterThanOrEqual(3)
      // The bar in focus has an outline of the text's colour around it.
      await bars.first().focus()
      await page.keyboard.press("ArrowRight")
      const outline = String(
        await page.evaluate(
          `getComputedStyle(document.querySelectorAll('[data-testid="usage-chart"] rect[role=img]')[1]).strokeWidth`,
        ),
      )
      expect(Number.parseFloat(outline)).toBeGreaterThanOrEqual(3)
    })
  })
}
