/**
 * The dashboard's system message (issue 4 item 8, spec §4): shown on load, "no" dismisses it and fetches
 * the next, "yes" goes where its choice code says (7 = eBill settings), and a message whose description
 * starts with "FR-" shows only in French.
 */
import {
  apiPathOf,
  dismissSystemMessage,
  expect,
  expectAccessible,
  expectFocusTrapped,
  type Page,
  personas,
  signIn,
  systemMessageDialog,
  test,
  watchAddressesAsked,
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
  const dialog = systemMessageDialog(page)
  await expect(dialog).toBeVisible()
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
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Alice" })).toBeVisible()

  // Dismissed on the server: a reload does not bring it back.
  const reloaded = page.waitForResponse((response) => apiPathOf(response.url()) === "/api/systemmessage")
  await page.reload()
  await reloaded
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Alice" })).toBeVisible()
  await expect(dialog).toHaveCount(0)
})

test("Open eBill settings goes to the account settings' eBill view (choice code 7)", async ({ page }) => {
  const calls = systemMessageCalls(page)
  const addressesAsked = await watchAddressesAsked(page)
  await signIn(page, personas.alice.username, personas.alice.password)
  const dialog = systemMessageDialog(page)
  await expect(dialog).toBeVisible()
  // The settings page comes with a later issue: what matters is that the portal asks for it.
  await dialog.getByRole("button", { name: "Open eBill settings" }).click()
  await expect.poll(addressesAsked).toContain("/account/settings?currentView=eBill")
  expect(calls.dismissals, "yes is not a dismissal").toBe(0)
})

test("Bruno's FR- message shows in French", async ({ page }) => {
  await signIn(page, personas.bruno.username, personas.bruno.password, { lang: "fr" })
  const dialog = systemMessageDialog(page)
  await expect(dialog).toBeVisible()
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
  await expect(systemMessageDialog(page)).toBeVisible()
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
  // Due today with his autopay date passed: the header says autopay is processing (issue 12).
  await expect(page.getByRole("banner").getByText("Autopay payment processing")).toBeVisible()
  await expect(systemMessageDialog(page)).toHaveCount(0)
  await expectAccessible(page, "dashboard, Bruno (en)")
})
