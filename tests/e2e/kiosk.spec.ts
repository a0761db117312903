/**
 * The in-store kiosk on the portrait store screen, in Chromium started with the
 * launcher's own flags (scripts/kiosk/command-line.ts) against the mock in kiosk configuration
 * (`npm run kiosk`'s, MOCK_KIOSK=on): the attract screen, Alice's visit, and nothing of hers left in any
 * browser storage — during the visit, after End session, after the idle wipe, or behind Back.
 */

import { expect, expectAccessible, personas, watchIdleModalLoad } from "./fixtures.ts"
import {
  boxOf,
  computedStyle,
  expectNothingOfAlice,
  expectStorageEmpty,
  shootScreen,
  signInAsAlice,
  startVisit,
  test,
  texts,
  watchTokens,
  whatCovers,
} from "./kiosk-harness.ts"

test.use({ server: "kiosk", viewport: { width: 1080, height: 1920 } })

test("the launcher's flags keep the kiosk to its own origin: another server is refused", async ({
  page,
  servers,
}) => {
  await page.goto("/welcome")
  await expect(page.getByRole("heading", { level: 1, name: texts.en.touchToStart })).toBeVisible()
  await expect(page.goto(`${servers.aurora}/`)).rejects.toThrow(/ERR_PROXY_CONNECTION_FAILED|ERR_/)
})

for (const lang of ["en", "fr"] as const) {
  test(`Alice's visit leaves nothing behind; End session returns to the attract screen (${lang})`, async ({
    page,
  }) => {
    const tokens = watchTokens(page)
    await startVisit(page, lang)
    await expectStorageEmpty(page, "the attract screen")
    await expectAccessible(page, `kiosk sign-in (${lang})`)
    const idleModalLoaded = watchIdleModalLoad(page)
    await signInAsAlice(page, lang)
    await idleModalLoaded()
    await expect.poll(() => tokens.length, { message: "the sign-in's tokens were seen" }).toBeGreaterThan(0)
    await expectNothingOfAlice(page, tokens, "the dashboard")
    await expectStorageEmpty(page, "the dashboard")
    await expect(page.getByRole("button", { name: texts[lang].endSession })).toBeVisible()
    // Every page of the account in one row of finger-sized tabs, French's longer names too.
    const tabs = page.getByRole("navigation", { name: texts[lang].pages }).getByRole("link")
    await expect(tabs).toHaveCount(5)
    const boxes = await Promise.all((await tabs.all()).map((tab, index) => boxOf(tab, `tab ${index + 1}`)))
    expect(new Set(boxes.map((box) => Math.round(box.y))).size, "the tabs share one row").toBe(1)
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(64)
    await expectAccessible(page, `kiosk dashboard (${lang})`)

    // A reload in kiosk mode cannot bring her back: nothing was kept.
    await page.getByRole("button", { name: texts[lang].endSession }).click()
    await page.waitForURL((url) => url.pathname === "/welcome")
    await expect(page.getByRole("heading", { level: 1, name: texts.en.touchToStart })).toBeVisible()
    await expectStorageEmpty(page, "after End session")
    await expect(page.getByText(personas.alice.accountNumber)).toHaveCount(0)

    await page.goBack()
    await expect(page.locator("main")).toBeVisible()
    await expect(page.getByText("Alice")).toHaveCount(0)
    await expect(page.getByText(personas.alice.accountNumber)).toHaveCount(0)
    expect(new URL(page.url()).pathname).not.toMatch(/dashboard/)
    await expectStorageEmpty(page, "after Back")
  })

  test(`an idle kiosk asks "Still there?" and then wipes itself (${lang})`, async ({ page }) => {
    const tokens = watchTokens(page)
    await page.clock.install()
    await startVisit(page, lang)
    const idleModalLoaded = watchIdleModalLoad(page)
    await signInAsAlice(page, lang)
    await idleModalLoaded()

    const name = page.getByText("Alice Martin").first()
    const balance = page.getByTestId("balance")
    await expect(balance).toBeVisible()
    await page.clock.fastForward("01:31")
    const dialog = page.getByRole("alertdialog", { name: texts[lang].stillThere })
    await expect(dialog).toBeVisible()
    // The wipe's own 30 s, not the token's 15 minutes, as a number of its own, large.
    const countdown = dialog.locator("[data-idle-countdown] > span").first()
    await expect(countdown).toHaveText(/^(2[0-9]|30)$/)
    expect(
      Number.parseFloat(await computedStyle(page, "[data-idle-countdown] > span", "font-size")),
    ).toBeGreaterThanOrEqual(64)
    for (const button of await dialog.getByRole("button").all())
      expect(
        (await boxOf(button, "a button")).height,
        "the answers are large targets",
      ).toBeGreaterThanOrEqual(64)
    // What the next person in the queue would see: an opaque screen over her name and balance.
    for (const [what, element] of [
      ["name", name],
      ["balance", balance],
    ] as const) {
      expect(await whatCovers(page, await boxOf(element, what)), `her ${what} is hidden`).toEqual({
        pageOnTop: false,
        opaqueAbovePage: true,
      })
    }
    await expectAccessible(page, `kiosk still-there dialog (${lang})`)
    await shootScreen(page, `kiosk-still-there-1080x1920-${lang}`)
    // 'I'm still here' keeps the visit; another 90 s without a touch asks again.
    await dialog.getByRole("button", { name: texts[lang].stillHere }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(personas.alice.accountNumber).first()).toBeVisible()

    await page.clock.fastForward("01:31")
    await expect(dialog).toBeVisible()
    await page.clock.fastForward("00:31")
    await page.waitForURL((url) => url.pathname === "/welcome")
    await expect(page.getByRole("heading", { level: 1, name: texts.en.touchToStart })).toBeVisible()
    await expectNothingOfAlice(page, tokens, "after the idle wipe")
    await expectStorageEmpty(page, "after the idle wipe")
    await page.goBack()
    await expect(page.getByText(personas.alice.accountNumber)).toHaveCount(0)
  })
}
