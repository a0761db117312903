/**
 * The dashboard's system message (spec §4): shown on load, "no"
 * dismisses it and fetches the next, "yes" dismisses it too and goes where its choice code says when the
 * portal has that screen (7 = the eBill settings), so it never loops; the
 * focus goes back to the page's heading; a message whose description starts with "FR-" shows only in
 * French.
 */
import {
  apiPathOf,
  dismissSystemMessage,
  drawFramesLate,
  expect,
  expectAccessible,
  expectFocusTrapped,
  expectSystemMessageShown,
  type Page,
  personas,
  screenSizes,
  signIn,
  systemMessageDialog,
  test,
} from "./fixtures.ts"

const systemMessageCalls = (page: Page): { readonly gets: Array<string>; readonly dismissals: number } => {
  const calls = { gets: [] as Array<string>, dismissals: 0 }
  page.on("request", (request) => {
    const path = apiPathOf(request.url())
    if (path === "/api/systemmessage") calls.gets.push(request.url())
    if (path === "/api/systemmessage/dismiss") calls.dismissals += 1
  })
  return calls
}

test("Alice sees the Go paperless message; Not now dismisses it for good", async ({ page }) => {
  const calls = systemMessageCalls(page)
  await signIn(page, personas.alice.username, personas.alice.password)
  const dialog = await expectSystemMessageShown(page)
  await expect(dialog).toHaveAccessibleName("Message from Aurora Telecom")
  await expect(dialog.getByRole("heading", { name: "Go paperless" })).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Not now" })).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Open eBill settings" })).toBeVisible()
  await expectAccessible(page, "dashboard, system message open (en)")
  await expectFocusTrapped(page)

  expect(calls.gets).toHaveLength(1)
  await dismissSystemMessage(page, "Not now")
  expect(calls.dismissals).toBe(1)
  // "No" fetches the next message; Alice has no other.
  await expect.poll(() => calls.gets.length).toBe(2)
  await expect(dialog).toHaveCount(0)
  // The message opened by itself: the focus goes to the page's main heading, never to <body>.
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Alice" })).toBeFocused()

  // Dismissed on the server: a reload does not bring it back.
  const reloaded = page.waitForResponse((response) => apiPathOf(response.url()) === "/api/systemmessage")
  await page.reload()
  await reloaded
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Alice" })).toBeVisible()
  await expect(dialog).toHaveCount(0)
})

/** The headings a screen reader can reach now (Chromium's accessibility tree, without ignored nodes). */
const reachableHeadings = async (page: Page): Promise<Array<string>> => {
  const devTools = await page.context().newCDPSession(page)
  try {
    const { nodes } = await devTools.send("Accessibility.getFullAXTree")
    return nodes
      .filter((node) => !node.ignored && node.role?.value === "heading")
      .map((node) => String(node.name?.value ?? ""))
  } finally {
    await devTools.detach()
  }
}

test("while the message is open, a screen reader reaches only the message, and the page again after", async ({
  page,
}) => {
  await signIn(page, personas.alice.username, personas.alice.password)
  await expectSystemMessageShown(page)
  // The page behind is inert (ui/modal): out of the accessibility tree, not only out of the tab order.
  await expect.poll(() => reachableHeadings(page)).toContain("Go paperless")
  await expect.poll(() => reachableHeadings(page)).not.toContain("Hello, Alice")
  await dismissSystemMessage(page, "Not now")
  await expect.poll(() => reachableHeadings(page)).toContain("Hello, Alice")
  expect(await reachableHeadings(page)).not.toContain("Go paperless")
})

test("Open eBill settings answers the message for good: it never opens again (choice code 7)", async ({
  page,
}) => {
  const calls = systemMessageCalls(page)
  await signIn(page, personas.alice.username, personas.alice.password)
  const dialog = await expectSystemMessageShown(page)
  const dismissed = page.waitForResponse(
    (response) => apiPathOf(response.url()) === "/api/systemmessage/dismiss",
  )
  await dialog.getByRole("button", { name: "Open eBill settings" }).click()
  expect((await dismissed).ok(), "yes is an answer too: the server is told").toBe(true)
  await expect(dialog).toHaveCount(0)
  // It lands on the eBill settings, the focus on their heading, not on <body>.
  await page.waitForURL((url) => url.pathname === "/account/settings")
  expect(new URL(page.url()).searchParams.get("currentView")).toBe("eBill")
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeFocused()
  await expect(page.getByRole("tab", { name: "Bill delivery" })).toHaveAttribute("aria-selected", "true")
  await expectAccessible(page, "eBill settings after the system message (en)")

  // Back on the dashboard, and after a reload: no message.
  await page.goto("/dashboard")
  const heading = page.getByRole("heading", { level: 1, name: "Hello, Alice" })
  await expect(heading).toBeVisible()
  await expect(dialog).toHaveCount(0)

  // Away inside the app and back: the message does not come back on the dashboard.
  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click()
  await page.getByRole("menuitem", { name: "Billing", exact: true }).click()
  await page.waitForURL((url) => url.pathname === "/billing/bill-payment-history")
  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click()
  await page.getByRole("menuitem", { name: "Overview", exact: true }).click()
  await page.waitForURL((url) => url.pathname === "/dashboard")
  await expect(heading).toBeVisible()
  await expect(dialog).toHaveCount(0)
  expect(calls.dismissals).toBe(1)
})

/** Alice's message with another choice code, as a provider might configure it. */
const withChoiceCode = async (page: Page, code: number): Promise<void> => {
  await page.route(
    (url) => apiPathOf(url.href) === "/api/systemmessage",
    async (route) => {
      try {
        const response = await route.fetch()
        const message = (await response.json()) as Record<string, unknown> | null
        const json = message === null ? null : { ...message, yesDecisionValidChoiceCode: code }
        await route.fulfill({ response, json })
      } catch (error) {
        // The page gave up on this request (a newer load of the dashboard aborts the older one), and
        // Playwright disposed of its answer: there is no one left to answer. Anything else is a failure.
        if (!/disposed/u.test(String(error))) throw error
      }
    },
  )
}

test("a choice whose screen exists lands on it: 9 opens the payment provider's page", async ({ page }) => {
  const calls = systemMessageCalls(page)
  await withChoiceCode(page, 9)
  await signIn(page, personas.alice.username, personas.alice.password)
  await systemMessageDialog(page).getByRole("button", { name: "Open eBill settings" }).click()
  await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
  expect(calls.dismissals).toBe(1)
})

/**
 * Alice answers yes to a message whose choice (9) opens the payment provider's page, while that page
 * cannot be had; returns the dialog.
 */
const answerYesWithPaymentPageDown = async (page: Page) => {
  await withChoiceCode(page, 9)
  await page.route(
    (url) => apiPathOf(url.href) === "/api/payment/redirecturl",
    (route) => route.fulfill({ status: 503, body: "" }),
  )
  await signIn(page, personas.alice.username, personas.alice.password)
  const dialog = systemMessageDialog(page)
  await dialog.getByRole("button", { name: "Open eBill settings" }).click()
  return dialog
}

test("a choice that cannot be followed dismisses the message and says why", async ({ page }) => {
  const calls = systemMessageCalls(page)
  const dialog = await answerYesWithPaymentPageDown(page)
  await expect(dialog).toHaveCount(0)
  // The failure's alert has the focus, where a screen reader reads it.
  const alert = page.getByRole("alert")
  await expect(alert).toBeVisible()
  await expect(alert).toBeFocused()
  await expect.poll(() => calls.dismissals).toBe(1)
  await expectAccessible(page, "dashboard, payment page unavailable (en)")

  await page.reload()
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Alice" })).toBeVisible()
  await expect.poll(() => calls.gets.length).toBeGreaterThanOrEqual(3)
  await expect(dialog).toHaveCount(0)
})

test("on a slow device too, the failure's alert has the focus once the message has closed", async ({
  page,
}) => {
  // The dialog's exit waits for a frame: the page behind must take the focus before the dialog has gone.
  await drawFramesLate(page, 250)
  const dialog = await answerYesWithPaymentPageDown(page)
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole("alert")).toBeFocused()
})

/** Alice closes her message with Escape as soon as it shows; the focus must go to the page's heading. */
const escapeReturnsFocusToHeading = async (page: Page) => {
  await signIn(page, personas.alice.username, personas.alice.password)
  const dialog = await expectSystemMessageShown(page)
  const dismissed = page.waitForResponse(
    (response) => apiPathOf(response.url()) === "/api/systemmessage/dismiss",
  )
  await page.keyboard.press("Escape")
  await dismissed
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Alice" })).toBeFocused()
}

test("closing the message with Escape returns the focus to the page's heading", async ({ page }) => {
  await escapeReturnsFocusToHeading(page)
})

test("on a slow device, Escape pressed before the message's next frame still returns the focus to the heading", async ({
  page,
}) => {
  // The dialog's focus trap starts on the frame after it shows: with every frame drawn late, Escape
  // lands before it has.
  await drawFramesLate(page, 600)
  await escapeReturnsFocusToHeading(page)
})

test("Bruno's FR- message shows in French", async ({ page }) => {
  await signIn(page, personas.bruno.username, personas.bruno.password, { lang: "fr" })
  const dialog = await expectSystemMessageShown(page)
  await expect(dialog).toHaveAccessibleName("Message de Aurora Télécom")
  await expect(dialog.getByRole("heading", { name: "Passez au sans papier" })).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Plus tard" })).toBeVisible()
  await expect(
    dialog.getByRole("button", { name: "Ouvrir les paramètres de facture électronique" }),
  ).toBeVisible()
  await expectAccessible(page, "dashboard, system message open (fr)")
  await expectFocusTrapped(page)
})

test("Bruno's FR- message is not shown in English, even when an API hands it out", async ({ page }) => {
  // A provider API might not filter by language: the portal applies the FR- rule itself.
  await page.route(
    (url) => apiPathOf(url.href) === "/api/systemmessage" && url.searchParams.get("languageCode") === "en",
    async (route) => {
      const french = new URL(route.request().url())
      french.searchParams.set("languageCode", "fr")
      const response = await route.fetch({ url: french.href })
      await route.fulfill({ response })
    },
  )
  await signIn(page, personas.bruno.username, personas.bruno.password)
  await expectSystemMessageShown(page)
  // In English (the address names the language, so the saved French does not take over).
  const handedOut = page.waitForResponse(
    (response) =>
      apiPathOf(response.url()) === "/api/systemmessage" &&
      new URL(response.url()).searchParams.get("languageCode") === "en",
  )
  await page.goto("/dashboard?lang=en")
  const body = (await (await handedOut).json()) as { description?: string } | null
  expect(body?.description, "the route really handed out the FR- message").toMatch(/^FR-/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Bruno")
  // Due today with his autopay date passed: the header says autopay is processing.
  await expect(page.getByRole("banner").getByText("Autopay payment processing")).toBeVisible()
  await expect(systemMessageDialog(page)).toHaveCount(0)
  await expectAccessible(page, "dashboard, Bruno (en)")
})

const askers = { en: personas.alice, fr: personas.bruno } as const

for (const { width, height } of screenSizes) {
  for (const lang of ["en", "fr"] as const) {
    test(`at ${width}×${height} (${lang}) the dialog is as tall as its content, its buttons stacked on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await signIn(page, askers[lang].username, askers[lang].password, { lang })
      const dialog = await expectSystemMessageShown(page)
      await expectAccessible(page, `system message at ${width}×${height} (${lang})`)
      await page.screenshot({ path: test.info().outputPath(`system-message-${width}x${height}-${lang}.png`) })
      const buttons = dialog.getByRole("button")
      await expect(buttons).toHaveCount(2)
      const [no, yes, box] = await Promise.all([
        buttons.nth(0).boundingBox(),
        buttons.nth(1).boundingBox(),
        dialog.boundingBox(),
      ])
      if (no === null || yes === null || box === null) throw new Error("the dialog or a button has no box")
      // The mock's messages say 320 px: a maximum, not a minimum.
      expect(box.height).toBeLessThanOrEqual(320)
      const overflows = await dialog.evaluate("(element) => element.scrollHeight > element.clientHeight + 1")
      if (!overflows) {
        // Nothing under the buttons but the dialog's padding.
        expect(box.y + box.height - (yes.y + yes.height)).toBeLessThanOrEqual(25)
      }
      if (width < 640) {
        expect(yes.y, "stacked").toBeGreaterThanOrEqual(no.y + no.height)
        expect(Math.abs(no.width - yes.width), "the same width").toBeLessThan(1)
        expect(no.width, "full width").toBeGreaterThan(box.width - 2 * 25)
      }
    })
  }
}
