/**
 * The header's menus load their code (Ark UI's Menu and its positioning engine) when the customer
 * reaches for them, not with the sign-in page. These tests hold the code back on the
 * network to check that a stand-in button chosen before it arrives still opens the menu, by pointer and by
 * keyboard, and that nothing is lost in the hand-over.
 */
import type { Route } from "@playwright/test"
import { builtFileRequest } from "./built-files.ts"
import { expect, type Page, test } from "./fixtures.ts"

const languageMenuCode = builtFileRequest("src/chrome/language-menu-list.tsx")

/** Holds back the language menu's code until the returned function is called. */
const holdBackLanguageMenuCode = async (page: Page): Promise<() => void> => {
  const held: Array<Route> = []
  let released = false
  await page.route(languageMenuCode, async (route) => {
    if (released) await route.continue()
    else held.push(route)
  })
  return () => {
    released = true
    for (const route of held.splice(0)) void route.continue()
  }
}

const languageButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Language: English" })

/** The menu that opened works: choosing Français switches the page. */
const chooseFrench = async (page: Page) => {
  await page.getByRole("menuitemradio", { name: "Français" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible()
}

test("the sign-in page does not load the menu code until the customer reaches for the menu", async ({
  page,
}) => {
  const menuCode: Array<string> = []
  page.on("request", (request) => {
    if (languageMenuCode.test(new URL(request.url()).pathname)) menuCode.push(request.url())
  })
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(menuCode, "menu code loaded before any intent").toHaveLength(0)
  // The stand-in already tells assistive technology what it is.
  await expect(languageButton(page)).toHaveAttribute("aria-haspopup", "menu")
  await expect(languageButton(page)).toHaveAttribute("aria-expanded", "false")

  await languageButton(page).hover()
  await expect.poll(() => menuCode.length).toBe(1)
})

test("a click before the menu code arrives opens the menu once it has", async ({ page }) => {
  const release = await holdBackLanguageMenuCode(page)
  await page.goto("/")
  await languageButton(page).click()
  await expect(page.getByRole("menu")).toHaveCount(0)
  release()
  await expect(page.getByRole("menu")).toBeVisible()
  await chooseFrench(page)
})

test("a mouse press on the stand-in that the real button takes over before the release still opens the menu", async ({
  page,
}) => {
  const release = await holdBackLanguageMenuCode(page)
  await page.goto("/")
  await languageButton(page).hover()
  await page.mouse.down()
  release()
  // The press and the release fall on different buttons, so neither gets a click: the press has to count.
  await expect(page.getByRole("menu")).toBeVisible()
  await page.mouse.up()
  await expect(page.getByRole("menu")).toBeVisible()
  await chooseFrench(page)
})

test("by keyboard: the focus stays on the button while the code loads, and ArrowDown opens the menu", async ({
  page,
}) => {
  const release = await holdBackLanguageMenuCode(page)
  await page.goto("/")
  await languageButton(page).focus()
  await expect(languageButton(page)).toBeFocused()
  release()
  // The real button takes over, focused, with the same name.
  await expect(languageButton(page)).toBeFocused()
  await page.waitForLoadState("networkidle")
  await expect(languageButton(page)).toBeFocused()
  await page.keyboard.press("ArrowDown")
  await expect(page.getByRole("menu")).toBeVisible()
  // Ark's menu keeps the focus on the list and marks the active item (aria-activedescendant).
  await expect(page.getByRole("menu")).toBeFocused()
  await expect(page.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("data-highlighted", "")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("menu")).toHaveCount(0)
  await expect(languageButton(page)).toBeFocused()
})

test("by keyboard: ArrowDown on the stand-in opens the menu when the code arrives, on its first item", async ({
  page,
}) => {
  const release = await holdBackLanguageMenuCode(page)
  await page.goto("/")
  await languageButton(page).focus()
  await page.keyboard.press("ArrowDown")
  release()
  await expect(page.getByRole("menu")).toBeVisible()
  await expect(page.getByRole("menu")).toBeFocused()
  // As the real menu does for ArrowDown: the first item is the active one.
  await expect(page.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("data-highlighted", "")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("menu")).toHaveCount(0)
  await expect(languageButton(page)).toBeFocused()
})

test("by keyboard: ArrowUp on the stand-in opens the menu on its last item", async ({ page }) => {
  const release = await holdBackLanguageMenuCode(page)
  await page.goto("/")
  await languageButton(page).focus()
  await page.keyboard.press("ArrowUp")
  release()
  await expect(page.getByRole("menu")).toBeFocused()
  await expect(page.getByRole("menuitemradio", { name: "Français" })).toHaveAttribute("data-highlighted", "")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible()
})
