/**
 * Documents the customer opens: "View bill" shows the bill's PDF in a new tab on a computer and
 * downloads it on a phone (web/src/ui/download, docs/decisions/037-bills-and-downloads.md).
 */
import {
  dismissSystemMessage,
  expect,
  holdBillDownload,
  type Page,
  personas,
  signIn,
  test,
} from "./fixtures.ts"

const overview = (page: Page) => page.getByRole("region", { name: /^(Account overview|Aperçu du compte)$/ })

test("on a computer, View bill opens Alice's bill in a new tab and leaves the dashboard where it was", async ({
  page,
}) => {
  await signIn(page, personas.alice.username, personas.alice.password)
  await dismissSystemMessage(page, "Not now")
  const viewBill = overview(page).getByRole("button", { name: "View bill" })
  await expect(viewBill).toHaveAccessibleName("View bill (opens in a new window)")
  const downloads: Array<string> = []
  page.on("download", (download) => downloads.push(download.suggestedFilename()))
  // A slow bill: the button says what is happening meanwhile (a tab opens, nothing downloads).
  const releaseBill = await holdBillDownload(page)
  const popup = page.waitForEvent("popup")
  await viewBill.click()
  await expect(overview(page).getByRole("button", { name: /^Opening your bill…/ })).toBeVisible()
  releaseBill()
  const tab = await popup
  await tab.waitForURL((url) => url.protocol === "blob:")
  // The tab holds the PDF itself, which the browser's viewer shows.
  await tab.waitForLoadState()
  expect(await tab.evaluate("document.contentType")).toBe("application/pdf")
  if (process.env.E2E_SHOTS_DIR !== undefined) {
    await tab.waitForTimeout(1500)
    await tab.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/view-bill-tab.png` })
  }
  // No download on the dashboard's own page, and it is still there, its button ready again.
  expect(downloads).toEqual([])
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(viewBill).toHaveText(/^View bill/)
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("View bill downloads Alice's bill as <statement date>.pdf and opens no tab", async ({ page }) => {
    await signIn(page, personas.alice.username, personas.alice.password)
    await dismissSystemMessage(page, "Not now")
    const viewBill = overview(page).getByRole("button", { name: "View bill" })
    // No "new window" hint where none opens.
    await expect(viewBill).toHaveAccessibleName("View bill")
    const popups: Array<string> = []
    page.context().on("page", (opened) => popups.push(opened.url()))
    const releaseBill = await holdBillDownload(page)
    const download = page.waitForEvent("download")
    await viewBill.tap()
    await expect(overview(page).getByRole("button", { name: /^Downloading your bill…/ })).toBeVisible()
    releaseBill()
    expect((await download).suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}\.pdf$/)
    expect(popups).toEqual([])
  })
})
