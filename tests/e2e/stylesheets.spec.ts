/**
 * An element whose class the build styles but whose page has not loaded that style shows unstyled: this
 * looks for one on the sign-in page (as it opens, with its messages, with a menu open), on the dashboard
 * with its message, and on the billing and settings screens, on both themes.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { dismissSystemMessage, expect, type Page, personas, signIn, test } from "./fixtures.ts"

/** The class names a selector list names, unescaped (`.md\\:d_flex:hover, .a .b` → md:d_flex, a, b). */
const classesBySelector = (selectors: string): ReadonlyArray<string> =>
  [...selectors.matchAll(/\.((?:\\.|[\w-])+)/gu)].map((match) => (match[1] ?? "").replace(/\\(.)/gu, "$1"))

/** The class names a stylesheet's rules name (a rule's selectors end where its block begins). */
const classesIn = (css: string): ReadonlyArray<string> =>
  [...css.matchAll(/([^{}]+)\{/gu)].flatMap((match) =>
    match[1]?.startsWith("@") ? [] : classesBySelector(match[1] ?? ""),
  )

const assets = join(import.meta.dirname, "..", "..", "web", "dist", "assets")
/** Every class the portal's stylesheets style (not the offline page's own). */
const styledByTheBuild = new Set(
  readdirSync(assets)
    .filter((file) => file.endsWith(".css") && !file.startsWith("offline-"))
    .flatMap((file) => [...classesIn(readFileSync(join(assets, file), "utf8"))]),
)

// Strings, as the root type check has no DOM types: the selectors of every rule the page has loaded
// (inside layers and media blocks too), and every class on the page's elements.
const loadedSelectors = `(() => {
  const selectors = []
  const walk = (rules) => { for (const rule of rules) { if (rule.selectorText) selectors.push(rule.selectorText); if (rule.cssRules) walk(rule.cssRules) } }
  for (const sheet of document.styleSheets) walk(sheet.cssRules)
  return selectors
})()`
const classesOnPage = `[...new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]))]`

/** The classes on the page that the build styles but the page's loaded sheets do not. */
const unstyledClasses = async (page: Page): Promise<ReadonlyArray<string>> => {
  const selectors: ReadonlyArray<string> = await page.evaluate(loadedSelectors)
  const loaded = new Set(selectors.flatMap(classesBySelector))
  const onPage: ReadonlyArray<string> = await page.evaluate(classesOnPage)
  expect(onPage.length, "the page has classed elements").toBeGreaterThan(20)
  return onPage.filter((name) => styledByTheBuild.has(name) && !loaded.has(name))
}

test("the build styles classes, so the check below can fail", () => {
  expect(styledByTheBuild.size).toBeGreaterThan(100)
})

for (const server of ["aurora", "lakeside"] as const) {
  test.describe(`on ${server}`, () => {
    test.use({ server })

    test("the sign-in page has the styles of every class it shows: as it opens, with messages, with a menu open", async ({
      page,
    }) => {
      await page.goto("/")
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
      expect(await unstyledClasses(page), "as it opens").toEqual([])

      await page.getByRole("button", { name: "Sign in", exact: true }).click()
      await expect(page.getByText("Fields cannot be empty").first()).toBeVisible()
      expect(await unstyledClasses(page), "with the form's messages").toEqual([])

      await page.getByRole("banner").getByRole("button", { name: "Language: English" }).click()
      await expect(page.getByRole("menuitemradio", { name: "English" })).toBeVisible()
      expect(await unstyledClasses(page), "with the language menu open").toEqual([])
    })

    test("signed-in screens have the styles of every class they show", async ({ page }) => {
      await signIn(page, personas.alice.username, personas.alice.password)
      await expect(page.getByRole("dialog")).toBeVisible()
      expect(await unstyledClasses(page), "the dashboard with its message").toEqual([])
      await dismissSystemMessage(page, "Not now")

      await page.goto("/billing/bill-payment-history")
      await expect(page.getByRole("table").first()).toBeVisible()
      expect(await unstyledClasses(page), "billing").toEqual([])

      await page.goto("/account/settings?currentView=eBill")
      await expect(page.getByRole("radio").first()).toBeVisible()
      expect(await unstyledClasses(page), "bill delivery").toEqual([])
    })
  })
}
