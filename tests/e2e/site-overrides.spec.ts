/**
 * Per-site logos and links (spec §6): signed in, a customer whose account is on a site the
 * theme has overrides for (sites.json, `{companyID}-{cyclePortalSiteID}`) sees that site's logos and footer,
 * help and quick links; signed out, and for every other account, the theme's own. Checked against the
 * theme's files, on the Lakeside Utilities server, whose North Shore site (2) is Nora Bergeron's.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import {
  expect,
  expectAccessible,
  type Lang,
  type Page,
  type Persona,
  personas,
  screenSizes,
  signIn,
  test,
} from "./fixtures.ts"
import { loadedImage, type ThemeLink, themeFiles, themeImage, themesDirectory } from "./theme-files.ts"

interface SiteFiles {
  readonly images: Readonly<
    Record<Lang, { readonly logo: string; readonly compactLogo: string; readonly footerLogo: string }>
  >
  readonly urls: Readonly<
    Record<
      Lang,
      {
        readonly footerLinks: ReadonlyArray<ThemeLink>
        readonly helpLinks: ReadonlyArray<ThemeLink>
        readonly quickLinks: ReadonlyArray<ThemeLink>
      }
    >
  >
}

const lakeside = themeFiles("lakeside-utilities")
const northShore = (
  JSON.parse(readFileSync(join(themesDirectory, "lakeside-utilities", "sites.json"), "utf8")) as Record<
    string,
    SiteFiles
  >
)["lakeside-utilities-2"]
if (northShore === undefined) throw new Error("lakeside-utilities has no overrides for site 2")

const texts = {
  en: {
    home: "go to your overview",
    links: "Site links",
    help: "Help topics",
    quick: "Shortcuts",
    signOut: "Sign out",
  },
  fr: {
    home: "aller à votre aperçu",
    links: "Liens du site",
    help: "Rubriques d’aide",
    quick: "Raccourcis",
    signOut: "Se déconnecter",
  },
} as const

// Found by their place rather than their role: a message dialog on sign-in (Alice's, Bruno's) hides the
// page behind it from the accessibility tree, not from the eye.
const headerLogo = (page: Page) => page.locator("header a img").first()
const footerLogo = (page: Page) => page.locator("footer img").first()

/** The logos and the footer's, help block's and quick links' labels and addresses the page shows. */
const expectChrome = async (
  page: Page,
  lang: Lang,
  images: { readonly logo: string; readonly footerLogo: string },
  urls: SiteFiles["urls"][Lang],
  signedIn: boolean,
) => {
  const header = await loadedImage(page, headerLogo(page))
  expect(header.file).toBe(images.logo)
  expect(header.bytes.equals(themeImage("lakeside-utilities", images.logo))).toBe(true)
  if (signedIn) {
    await expect(headerLogo(page)).toHaveAttribute(
      "alt",
      `${lakeside.text[lang].providerName} – ${texts[lang].home}`,
    )
  }
  expect((await loadedImage(page, footerLogo(page))).file).toBe(images.footerLogo)
  const footerLinks = page.locator(`footer nav[aria-label="${texts[lang].links}"] a`)
  await expect(footerLinks).toHaveCount(urls.footerLinks.length)
  for (const [index, link] of urls.footerLinks.entries()) {
    await expect(footerLinks.nth(index)).toContainText(link.label)
    await expect(footerLinks.nth(index)).toHaveAttribute("href", link.href)
  }
  if (!signedIn) return
  for (const [heading, links] of [
    [texts[lang].help, urls.helpLinks],
    [texts[lang].quick, urls.quickLinks],
  ] as const) {
    const section = page.locator("aside section").filter({ has: page.locator("h3", { hasText: heading }) })
    const anchors = section.locator("a")
    await expect(anchors).toHaveCount(links.length)
    for (const [index, link] of links.entries()) {
      await expect(anchors.nth(index)).toContainText(link.label)
      await expect(anchors.nth(index)).toHaveAttribute("href", link.href)
    }
  }
}

const signOut = async (page: Page, persona: Persona, lang: Lang) => {
  await page
    .getByRole("button", { name: new RegExp(`${persona.displayName}|Account menu|Menu du compte`, "u") })
    .first()
    .click()
  await page.getByRole("menuitem", { name: texts[lang].signOut }).click()
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/fr")
}

test.describe("lakeside-utilities: a customer of the North Shore site", () => {
  test.use({ server: "lakeside" })

  test("sees the site's logos and links in English and French, and the defaults once signed out", async ({
    page,
  }) => {
    // Sign-in, three pages read by axe, a sign-out: longer than one page's check.
    test.setTimeout(90_000)
    await page.goto("/")
    await expectChrome(page, "en", lakeside.images.en, lakeside.urls.en, false)

    await signIn(page, personas.nora.username, personas.nora.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Nora" })).toBeVisible()
    await expectChrome(page, "en", northShore.images.en, northShore.urls.en, true)
    await expectAccessible(page, "dashboard, Nora, North Shore (en)")

    await page.goto("/fr/dashboard")
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Nora" })).toBeVisible()
    await expectChrome(page, "fr", northShore.images.fr, northShore.urls.fr, true)
    await expectAccessible(page, "dashboard, Nora, North Shore (fr)")

    // The same page after signing out: the theme's own logos and links.
    await signOut(page, personas.nora, "fr")
    await expectChrome(page, "fr", lakeside.images.fr, lakeside.urls.fr, false)
    await expectAccessible(page, "home after Nora signs out (fr)")
  })

  test("on a phone, the header shows the site's compact logo", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, personas.nora.username, personas.nora.password)
    expect((await loadedImage(page, headerLogo(page))).file).toBe(northShore.images.en.compactLogo)
  })

  test("a site logo that fails to load falls back to the theme's, never a broken image", async ({ page }) => {
    await page.route(`**/theme/images/${northShore.images.en.logo}`, (route) =>
      route.fulfill({ status: 404 }),
    )
    await signIn(page, personas.nora.username, personas.nora.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Nora" })).toBeVisible()
    // The site's footer logo and links still apply; only the logo that did not load is the theme's.
    expect((await loadedImage(page, footerLogo(page))).file).toBe(northShore.images.en.footerLogo)
    expect((await loadedImage(page, headerLogo(page))).file).toBe(lakeside.images.en.logo)
  })

  test("after a reload the header shows the site's logo, not the theme's first", async ({ page }) => {
    await signIn(page, personas.nora.username, personas.nora.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Nora" })).toBeVisible()
    const shown: Array<string> = []
    // Every logo the header shows while the page reloads and restores the session.
    await page.exposeFunction("reportLogo", (src: string) => void shown.push(src))
    // A string: the spec's TypeScript has no DOM types.
    await page.addInitScript(`
      new MutationObserver(() => {
        const image = document.querySelector("header a img")
        if (image && !image.hasAttribute("data-pending") && image.complete && image.naturalWidth > 0) {
          globalThis.reportLogo(new URL(image.currentSrc || image.src).pathname)
        }
      }).observe(document, { subtree: true, childList: true, attributes: true })
    `)
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Nora" })).toBeVisible()
    expect((await loadedImage(page, headerLogo(page))).file).toBe(northShore.images.en.logo)
    expect(shown.filter((src) => src.endsWith(`/${lakeside.images.en.logo}`))).toEqual([])
  })

  for (const persona of [personas.alice, personas.bruno] as const) {
    test(`${persona.displayName}, on site 1 (no overrides), sees the theme's own logos and links`, async ({
      page,
    }) => {
      await signIn(page, persona.username, persona.password)
      const lang = persona.lang
      // Signed in on the English page, Bruno's dashboard then switches to his French (setLanguage): on a
      // busy machine its English greeting and logo show first for a moment. The logos are read in his.
      const greeting = { en: "Hello", fr: "Bonjour" }[lang]
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `${greeting}, ${persona.displayName.split(" ")[0]}`,
      )
      await expectChrome(page, lang, lakeside.images[lang], lakeside.urls[lang], true)
      await expectAccessible(page, `dashboard, ${persona.displayName}, lakeside (${lang})`)
    })
  }
})

test.describe("aurora-telecom: a theme without overrides for the customer's site", () => {
  test("Nora sees Aurora's own logo", async ({ page }) => {
    const aurora = themeFiles("aurora-telecom")
    await signIn(page, personas.nora.username, personas.nora.password)
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Nora" })).toBeVisible()
    const header = await loadedImage(page, headerLogo(page))
    expect(header.bytes.equals(themeImage("aurora-telecom", aurora.images.en.logo))).toBe(true)
  })
})

test.describe("screenshots", () => {
  for (const server of ["lakeside", "aurora"] as const) {
    test.describe(server, () => {
      test.use({ server })
      test(`Nora's dashboard, every screen size, en and fr (${server})`, async ({ page }) => {
        test.setTimeout(90_000)
        await signIn(page, personas.nora.username, personas.nora.password)
        for (const lang of ["en", "fr"] as const) {
          await page.goto(lang === "en" ? "/dashboard" : "/fr/dashboard")
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
          for (const size of screenSizes) {
            await page.setViewportSize(size)
            await loadedImage(page, headerLogo(page))
            await page.screenshot({
              path: `/tmp/shots-issue-sites/${server}-${lang}-${size.width}x${size.height}.png`,
              fullPage: true,
            })
          }
        }
      })
    })
  }
})
