/**
 * The accessibility statement: public, linked from About and from every page's footer, in
 * both languages and on both themes; its figures are those of the last full end-to-end run as committed
 * (web/src/features/about/last-axe-run.gen.json, which the suite's reporter writes: axe-run/), and it
 * names the theme's support contacts for reporting a problem.
 */
import { readFileSync } from "node:fs"
import { AccessibilityRun } from "@billpath/contract"
import { Schema } from "effect"
import { lastRunFile } from "./axe-run/axe-run-reporter.ts"
import {
  expect,
  expectAccessible,
  focusByTab,
  type Lang,
  type Page,
  personas,
  screenSizes,
  signIn,
  test,
} from "./fixtures.ts"
import { themeFiles, themes } from "./theme-files.ts"

test.describe.configure({ mode: "parallel" })

/** The figures as committed: what the build the suite runs against took in (`npm run test:e2e` builds first). */
const lastRun = Schema.decodeUnknownSync(AccessibilityRun)(JSON.parse(readFileSync(lastRunFile, "utf8")))

const texts = {
  en: {
    path: "/about/accessibility",
    heading: "Accessibility statement",
    about: "/about",
    figures: {
      date: "Date of the run",
      screenStates: "Screen states checked",
      pages: "Different pages",
      languages: "Languages",
      screenSizes: "Screen sizes (in pixels)",
      rulesChecked: "Accessibility rules checked",
      violations: "Problems found",
    },
    languages: { en: "English", fr: "French" },
    report: "Report a problem",
    noRunYet: "The figures of our automated tests will appear here after their next full run.",
    phone: "Phone",
    email: "E-mail",
    standard: /WCAG\) 2\.1 at level AA/,
  },
  fr: {
    path: "/fr/about/accessibility",
    heading: "Déclaration d’accessibilité",
    about: "/fr/about",
    figures: {
      date: "Date de l’exécution",
      screenStates: "États d’écran vérifiés",
      pages: "Pages différentes",
      languages: "Langues",
      screenSizes: "Tailles d’écran (en pixels)",
      rulesChecked: "Règles d’accessibilité vérifiées",
      violations: "Problèmes trouvés",
    },
    languages: { en: "anglais", fr: "français" },
    report: "Signaler un problème",
    noRunYet:
      "Les chiffres de nos tests automatiques paraîtront ici après leur prochaine exécution complète.",
    phone: "Téléphone",
    email: "Courriel",
    standard: /WCAG\) 2\.1, niveau AA/,
  },
} as const satisfies Record<Lang, unknown>

const pathIs = (expected: string) => (url: URL) => url.pathname === expected

/** The figure a term of the statement's list stands for. */
const figure = (page: Page, term: string) =>
  page
    .locator("dt")
    .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]")

/** A count as shown, whatever the language's digit grouping ("1,234", "1 234"). */
const shownCount = async (page: Page, term: string): Promise<number> =>
  Number(((await figure(page, term).textContent()) ?? "").replace(/\D/g, ""))

const expectFiguresOfLastRun = async (page: Page, lang: Lang): Promise<void> => {
  const terms = texts[lang].figures
  if (lastRun.screenStates === 0) {
    // The file before any full run wrote it: the page says so instead of showing zeros as results.
    await expect(page.getByRole("main")).toContainText(texts[lang].noRunYet)
    await expect(page.getByRole("main").locator("dl")).toHaveCount(0)
    return
  }
  await expect(figure(page, terms.date).locator("time")).toHaveAttribute("datetime", lastRun.finishedAt)
  expect(await shownCount(page, terms.screenStates)).toBe(lastRun.screenStates)
  expect(await shownCount(page, terms.pages)).toBe(lastRun.pages)
  expect(await shownCount(page, terms.rulesChecked)).toBe(lastRun.rulesChecked)
  expect(await shownCount(page, terms.violations)).toBe(lastRun.violations)
  const sizes = (await figure(page, terms.screenSizes).textContent()) ?? ""
  for (const { width, height } of lastRun.screenSizes)
    expect(sizes).toContain(`${width}\u00a0×\u00a0${height}`)
  const languages = (await figure(page, terms.languages).textContent()) ?? ""
  for (const code of lastRun.languages) {
    expect(languages).toContain(code === "en" || code === "fr" ? texts[lang].languages[code] : code)
  }
}

for (const { server, id } of themes) {
  const files = themeFiles(id)

  test.describe(id, () => {
    test.use({ server })

    for (const lang of ["en", "fr"] as const) {
      const text = texts[lang]

      test(`the statement shows the last run's figures and the support contacts (${lang})`, async ({
        page,
      }) => {
        // Three axe runs of a long page, on a machine other suites share.
        test.setTimeout(90_000)
        await page.goto(text.path)
        // Public: no redirect to the sign-in page.
        expect(new URL(page.url()).pathname).toBe(text.path)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading)
        await expect(page.locator("html")).toHaveAttribute("lang", lang)
        await expect(page).toHaveTitle(`${text.heading} | ${files.text[lang].providerName}`)
        await expect(page.getByRole("main")).toContainText(text.standard)
        await expectFiguresOfLastRun(page, lang)

        const report = page.getByRole("region", { name: text.report })
        const { phone, email } = files.urls[lang].support
        const phoneLink = report.getByRole("link", { name: phone })
        await expect(phoneLink).toHaveAttribute("href", `tel:${phone.replace(/[^0-9+]/g, "")}`)
        await expect(phoneLink).toContainText(text.phone)
        const emailLink = report.getByRole("link", { name: email })
        await expect(emailLink).toHaveAttribute("href", `mailto:${email}`)
        await expect(emailLink).toContainText(text.email)

        for (const size of screenSizes) {
          await page.setViewportSize(size)
          await expectAccessible(
            page,
            `accessibility statement, ${id}, ${size.width}×${size.height} (${lang})`,
          )
        }
      })
    }
  })
}

for (const lang of ["en", "fr"] as const) {
  const text = texts[lang]

  test(`About links to the statement, and the footer of the sign-in page does by keyboard (${lang})`, async ({
    page,
  }) => {
    await page.goto(text.about)
    await page.getByRole("main").getByRole("link", { name: text.heading, exact: true }).click()
    await page.waitForURL(pathIs(text.path))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading)

    await page.goto(lang === "fr" ? "/fr" : "/")
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: text.heading, exact: true })
    await focusByTab(page, footerLink, "the footer's link to the accessibility statement", { limit: 60 })
    await page.keyboard.press("Enter")
    await page.waitForURL(pathIs(text.path))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading)
    await expectFiguresOfLastRun(page, lang)
  })
}

test("a signed-in customer reaches the statement from the dashboard's footer, in the same session", async ({
  page,
}) => {
  // Carla has no system message on sign-in, so nothing covers the dashboard.
  await signIn(page, personas.carla.username, personas.carla.password, { lang: "en" })
  await page.getByRole("contentinfo").getByRole("link", { name: texts.en.heading, exact: true }).click()
  await page.waitForURL(pathIs(texts.en.path))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.heading)
  // Still signed in: the header still names the customer.
  await expect(page.getByRole("banner")).toContainText(personas.carla.displayName)
  await expectAccessible(page, "accessibility statement, signed in (en)")
})
