/**
 * The shared chrome (spec §2 "Shared chrome") and the About pages: the header (logo,
 * header link, name and account), the account menu and the quick links (hideUsage), sign-out from the
 * menu, the footer (at most five links, social links, copyright), the help block (help links, quick
 * links, phone, e-mail, chat, hours), alerts clearing when the screen is left, and About with its four
 * sub-pages, in both languages and on both themes. Texts and links are checked against the theme files.
 */
import {
  dismissSystemMessage,
  expect,
  expectAccessible,
  focusByTab,
  type Lang,
  type Locator,
  type Page,
  personas,
  signIn,
  test,
} from "./fixtures.ts"
import { type ThemeLink, themeFiles, themes } from "./theme-files.ts"

// Every test here starts from the reset seed on its worker's own servers: they may share out over workers.
test.describe.configure({ mode: "parallel" })

const pathIs = (expected: string) => (url: URL) => url.pathname === expected

/** The screen-reader hints a theme link carries after its label (theme-link.tsx). */
const hints = {
  en: { download: "(download)", newWindow: "(opens in a new window)" },
  fr: { download: "(téléchargement)", newWindow: "(s’ouvre dans une nouvelle fenêtre)" },
} as const satisfies Record<Lang, Record<string, string>>

/** A theme link's accessible name: its label, then "(download)" for a document and the new-window hint. */
const themeLinkName = (link: ThemeLink, lang: Lang): string =>
  [link.label, ...(link.kind === "document" ? [hints[lang].download] : []), hints[lang].newWindow].join(" ")

/** Checks a list of theme links, in order: names (with their hints), addresses and new windows. */
const expectThemeLinks = async (
  links: Locator,
  expected: ReadonlyArray<ThemeLink>,
  lang: Lang,
): Promise<void> => {
  await expect(links).toHaveCount(expected.length)
  for (const [index, link] of expected.entries()) {
    const anchor = links.nth(index)
    await expect(anchor).toHaveAccessibleName(themeLinkName(link, lang))
    // As drawn, not only as read out: the words keep their spaces whatever the link's layout.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered words are what this checks.
    expect(await anchor.evaluate((element) => element.innerText)).toContain(link.label)
    await expect(anchor).toHaveAttribute("href", link.href)
    // The themes' links all go to the provider's own site: a new window, without an opener.
    await expect(anchor).toHaveAttribute("target", "_blank")
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer")
  }
}

const chromeTexts = {
  en: {
    home: "/",
    homeHeading: "Sign in",
    footerLinks: "Site links",
    social: "Follow us",
    socialName: { twitter: "on X (Twitter)", facebook: "on Facebook", linkedin: "on LinkedIn" },
    helpHeading: "Need help?",
    helpLinks: "Help topics",
    quickLinks: "Shortcuts",
    support: "Customer support",
    phone: "Phone: ",
    email: "E-mail: ",
    chat: "Chat with us",
    hours: "Hours: ",
    logoSignedOut: "go to the sign-in page",
    logoSignedIn: "go to your overview",
  },
  fr: {
    home: "/fr",
    homeHeading: "Connexion",
    footerLinks: "Liens du site",
    social: "Suivez-nous",
    socialName: { twitter: "sur X (Twitter)", facebook: "sur Facebook", linkedin: "sur LinkedIn" },
    helpHeading: "Besoin d’aide ?",
    helpLinks: "Rubriques d’aide",
    quickLinks: "Raccourcis",
    support: "Service à la clientèle",
    phone: "Téléphone : ",
    email: "Courriel : ",
    chat: "Clavarder avec nous",
    hours: "Heures d’ouverture : ",
    logoSignedOut: "aller à la page de connexion",
    logoSignedIn: "aller à votre aperçu",
  },
} as const satisfies Record<Lang, unknown>

const aboutTexts = {
  en: {
    path: "/about",
    heading: "About this site",
    title: "About",
    pages: [
      { path: "/about/feedback", name: "Site Feedback" },
      { path: "/about/privacy-policy", name: "Privacy policy" },
      { path: "/about/site-map", name: "Site map" },
      { path: "/about/terms-of-use", name: "Terms of use" },
    ],
  },
  fr: {
    path: "/fr/about",
    heading: "À propos de ce site",
    title: "À propos",
    pages: [
      { path: "/fr/about/feedback", name: "Commentaires sur le site" },
      { path: "/fr/about/privacy-policy", name: "Politique de confidentialité" },
      { path: "/fr/about/site-map", name: "Plan du site" },
      { path: "/fr/about/terms-of-use", name: "Conditions d’utilisation" },
    ],
  },
} as const satisfies Record<Lang, unknown>

const helpBlock = (page: Page, lang: Lang) =>
  page.getByRole("complementary", { name: chromeTexts[lang].helpHeading })

/** The header's logo link (the banner's first link). */
const logoLink = (page: Page) => page.getByRole("banner").getByRole("link").first()

// ----------------------------------------------------------------------------------------------------
// About

for (const lang of ["en", "fr"] as const) {
  const about = aboutTexts[lang]
  const provider = themeFiles("aurora-telecom").text[lang].providerName

  test(`About and its four sub-pages, signed out (${lang})`, async ({ page }) => {
    await page.goto(about.path)
    // A public page: no redirect home without a session.
    expect(new URL(page.url()).pathname).toBe(about.path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.heading)
    await expect(page.locator("html")).toHaveAttribute("lang", lang)
    await expect(page).toHaveTitle(`${about.title} | ${provider}`)
    // Not a simple-layout page: the help block is there (Home, a simple-layout page, has none).
    await expect(helpBlock(page, lang)).toBeVisible()
    const main = page.getByRole("main")
    await expectAccessible(page, `About (${lang})`)

    for (const subPage of about.pages) {
      await test.step(subPage.name, async () => {
        await main.getByRole("link", { name: subPage.name, exact: true }).click()
        await page.waitForURL(pathIs(subPage.path))
        // Heading only (spec §2).
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(subPage.name)
        await expect(main).toHaveText(subPage.name)
        await expect(page).toHaveTitle(`${subPage.name} | ${provider}`)
        await expect(helpBlock(page, lang)).toBeVisible()
        await expectAccessible(page, `${subPage.name} (${lang})`)
        await page.goBack()
        await page.waitForURL(pathIs(about.path))
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.heading)
      })
    }

    // Signed out, the logo leads to the sign-in page of the language.
    await expect(logoLink(page)).toHaveAccessibleName(`${provider} – ${chromeTexts[lang].logoSignedOut}`)
    await logoLink(page).click()
    await page.waitForURL(pathIs(chromeTexts[lang].home))
    await expect(page.getByRole("heading", { level: 1, name: chromeTexts[lang].homeHeading })).toBeVisible()
    await expect(helpBlock(page, lang), "Home is a simple-layout page: no help block").toHaveCount(0)
  })
}

test("an alert on About clears when the customer moves to a sub-page", async ({ page }) => {
  // ?lang=de raises the 'Language not supported' warning: a warning interrupts (role alert), its icon
  // names the priority.
  await page.goto("/about?lang=de")
  const alert = page.getByRole("region", { name: "Messages" }).getByRole("alert")
  await expect(alert).toHaveText("Language not supported")
  await expect(alert.getByRole("img", { name: "Warning" })).toBeVisible()
  await expectAccessible(page, "About with a warning alert (en)")
  await page.getByRole("main").getByRole("link", { name: "Site Feedback" }).click()
  await page.waitForURL(pathIs("/about/feedback"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site Feedback")
  await expect(page.getByRole("alert")).toHaveCount(0)
  await expect(page.getByRole("region", { name: "Messages" })).toHaveCount(0)
})

// ----------------------------------------------------------------------------------------------------
// Footer, help block and signed-out header, per theme

for (const { server, id } of themes) {
  const files = themeFiles(id)

  test.describe(`${id} chrome`, () => {
    test.use({ server })

    test("footer, help block and header link match the theme, in both languages", async ({ page }) => {
      for (const lang of ["en", "fr"] as const) {
        await test.step(lang, async () => {
          const text = chromeTexts[lang]
          const urls = files.urls[lang]
          const themeText = files.text[lang]
          await page.goto(aboutTexts[lang].path)
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutTexts[lang].heading)

          // Header, signed out: the logo, the optional header link, the language drop-down; no account.
          const banner = page.getByRole("banner")
          const headerLinks = banner.getByRole("link")
          await expect(headerLinks).toHaveCount(urls.headerLink === undefined ? 1 : 2)
          if (urls.headerLink !== undefined) {
            await expectThemeLinks(headerLinks.nth(1), [urls.headerLink], lang)
          }
          await expect(banner.getByRole("button", { name: /^(Account menu|Menu du compte)$/ })).toHaveCount(0)

          // Footer: at most five links, as the theme lists them; social links; the copyright line.
          const footer = page.getByRole("contentinfo")
          await expect(
            footer.getByRole("img", { name: themeText.providerName, exact: true }),
          ).toHaveAttribute("src", new RegExp(`/${files.images[lang].footerLogo}$`))
          const footerLinks = footer.getByRole("navigation", { name: text.footerLinks }).getByRole("link")
          await expectThemeLinks(footerLinks, urls.footerLinks.slice(0, 5), lang)
          const social = footer.getByRole("region", { name: text.social }).getByRole("link")
          const configuredSocial = (["twitter", "facebook", "linkedin"] as const).filter(
            (network) => urls.social[network] !== undefined,
          )
          await expect(social).toHaveCount(configuredSocial.length)
          for (const [index, network] of configuredSocial.entries()) {
            await expect(social.nth(index)).toHaveAccessibleName(
              `${themeText.providerName} ${text.socialName[network]} ${hints[lang].newWindow}`,
            )
            await expect(social.nth(index)).toHaveAttribute("href", urls.social[network] ?? "")
            await expect(social.nth(index)).toHaveAttribute("target", "_blank")
          }
          if (themeText.copyright === undefined) {
            await expect(footer.getByText("©")).toHaveCount(0)
          } else {
            await expect(footer.getByText(themeText.copyright, { exact: true })).toBeVisible()
          }

          // Help block: the provider's help text, help links, quick links and customer support.
          const help = helpBlock(page, lang)
          if (themeText.helpText !== undefined) {
            await expect(help.getByText(themeText.helpText, { exact: true })).toBeVisible()
          }
          await expectThemeLinks(
            help.getByRole("region", { name: text.helpLinks }).getByRole("link"),
            urls.helpLinks,
            lang,
          )
          await expectThemeLinks(
            help.getByRole("region", { name: text.quickLinks }).getByRole("link"),
            urls.quickLinks,
            lang,
          )
          const support = help.getByRole("region", { name: text.support })
          const { phone, email, chat } = urls.support
          await expect(support.getByRole("link", { name: `${text.phone}${phone}` })).toHaveAttribute(
            "href",
            `tel:${phone.replace(/[^0-9+]/g, "")}`,
          )
          await expect(support.getByRole("link", { name: `${text.email}${email}` })).toHaveAttribute(
            "href",
            `mailto:${email}`,
          )
          const chatLink = support.getByRole("link", { name: text.chat })
          await expect(chatLink).toHaveCount(chat === undefined ? 0 : 1)
          if (chat !== undefined) {
            await expect(chatLink).toHaveAccessibleName(`${text.chat} ${hints[lang].newWindow}`)
            await expect(chatLink).toHaveAttribute("href", chat)
          }
          const hours = themeText.messages?.["help.supportHours"]
          if (hours !== undefined) await expect(support).toContainText(`${text.hours}${hours}`)
          await expectAccessible(page, `About, ${id} (${lang})`)
        })
      }

      // Narrow screens get the theme's compact logo; wide ones the full logo of the language.
      const logoImage = logoLink(page).getByRole("img")
      const shownLogo = () => logoImage.evaluate((img: { currentSrc: string }) => img.currentSrc)
      await expect.poll(shownLogo).toMatch(new RegExp(`/${files.images.fr.logo}$`))
      await page.setViewportSize({ width: 400, height: 800 })
      await expect.poll(shownLogo).toMatch(new RegExp(`/${files.images.fr.compactLogo}$`))
    })
  })
}

test("the language drop-down shows only when the portal offers more than one language", async ({ page }) => {
  const languageButton = page.getByRole("banner").getByRole("button", { name: /^(Language|Langue)/ })
  await page.goto("/about")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About this site")
  await expect(languageButton).toHaveAccessibleName("Language: English")

  // The same portal, with the site's language list cut down to English.
  let served = 0
  await page.route(
    (url) => url.pathname === "/language/Portal",
    async (route) => {
      const response = await route.fetch()
      const list = (await response.json()) as { items: Array<{ code: string }> }
      served += 1
      await route.fulfill({
        response,
        json: { ...list, items: list.items.filter((item) => item.code === "en") },
      })
    },
  )
  await page.reload()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About this site")
  expect(served, "the portal asked for its languages").toBeGreaterThan(0)
  await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible()
  await expect(languageButton).toHaveCount(0)
})

test("the footer has no copyright line when the theme has none", async ({ page }) => {
  // Both provider themes have a copyright: it is taken out of the theme as served. (More than five footer
  // links cannot be tried this way: the contract refuses such a theme as a whole.)
  const aurora = themeFiles("aurora-telecom")
  await page.route(
    (url) => url.pathname === "/theme/theme.json",
    async (route) => {
      const response = await route.fetch()
      const theme = (await response.json()) as { text: Record<Lang, { copyright?: string }> }
      delete theme.text.en.copyright
      await route.fulfill({ response, json: theme })
    },
  )
  await page.goto("/about")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About this site")
  const footer = page.getByRole("contentinfo")
  // Still the provider's theme (its footer links), only without the copyright line.
  await expectThemeLinks(
    footer.getByRole("navigation", { name: "Site links" }).getByRole("link"),
    aurora.urls.en.footerLinks,
    "en",
  )
  await expect(footer.getByText("©")).toHaveCount(0)
})

// ----------------------------------------------------------------------------------------------------
// Signed in: header, account menu, quick links, sign-out

const menuTexts = {
  en: {
    menuButton: "Account menu",
    pages: "Your account",
    quickLinks: "Quick links",
    prefix: "",
    items: [
      { page: "overview", name: "Overview", path: "/dashboard" },
      { page: "billing", name: "Billing", path: "/billing/bill-payment-history" },
      { page: "usage", name: "Usage", path: "/usage" },
      { page: "chargeHistory", name: "Charge history", path: "/charge-history" },
      { page: "accountSettings", name: "Account settings", path: "/account/settings" },
    ],
    signOut: "Sign out",
  },
  fr: {
    menuButton: "Menu du compte",
    pages: "Votre compte",
    quickLinks: "Liens rapides",
    prefix: "/fr",
    items: [
      { page: "overview", name: "Aperçu", path: "/dashboard" },
      { page: "billing", name: "Facturation", path: "/billing/bill-payment-history" },
      { page: "usage", name: "Consommation", path: "/usage" },
      { page: "chargeHistory", name: "Historique des frais", path: "/charge-history" },
      { page: "accountSettings", name: "Paramètres du compte", path: "/account/settings" },
    ],
    signOut: "Se déconnecter",
  },
} as const satisfies Record<Lang, unknown>

const accountMenuButton = (page: Page, lang: Lang) =>
  page.getByRole("banner").getByRole("button", { name: menuTexts[lang].menuButton, exact: true })

/**
 * Checks the account menu (open) against the spec's list: Overview, Billing, Usage (unless hideUsage),
 * Charge history, Account settings, then Sign out; links in the language's address, the page on screen
 * marked current. The dashboard's quick links are tasks, not this list again: only Usage is
 * in both, and goes to the same address.
 */
const expectAccountLinks = async (
  page: Page,
  lang: Lang,
  options: { readonly hideUsage: boolean; readonly current: string },
): Promise<void> => {
  const text = menuTexts[lang]
  const items = text.items.filter((item) => !(options.hideUsage && item.page === "usage"))
  const menu = page.getByRole("menu")
  await expect(menu.getByRole("menuitem")).toHaveText([...items.map((item) => item.name), text.signOut])
  // The same pages, by the same names, always in sight under the header.
  const pages = page.getByRole("banner").getByRole("navigation", { name: text.pages })
  await expect(pages.getByRole("link")).toHaveText(items.map((item) => item.name))
  const quickLinks = page.getByRole("navigation", { name: text.quickLinks })
  await expect(quickLinks.getByRole("button")).toHaveCount(0)
  for (const item of items) {
    const href = `${text.prefix}${item.path}`
    const link = menu.getByRole("menuitem", { name: item.name, exact: true })
    await expect(link).toHaveAttribute("href", href)
    const inSight = pages.getByRole("link", { name: item.name, exact: true })
    await expect(inSight).toHaveAttribute("href", href)
    if (item.page === options.current) {
      await expect(link).toHaveAttribute("aria-current", "page")
      await expect(inSight).toHaveAttribute("aria-current", "page")
    } else {
      await expect(link).not.toHaveAttribute("aria-current")
      await expect(inSight).not.toHaveAttribute("aria-current")
    }
    const quick = quickLinks.getByRole("link", { name: item.name, exact: true })
    await expect(quick).toHaveCount(item.page === "usage" || item.page === "chargeHistory" ? 1 : 0)
    if (item.page === "usage" || item.page === "chargeHistory")
      await expect(quick).toHaveAttribute("href", href)
  }
}

test("signed in: logo, account menu and quick links in both languages; sign out from the menu", async ({
  page,
}) => {
  const carla = personas.carla
  const files = themeFiles("aurora-telecom")
  const hideUsage = files.settings.hideUsage === true
  await signIn(page, carla.username, carla.password)
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()

  // The logo leads to the Dashboard, and says so.
  await expect(logoLink(page)).toHaveAccessibleName(
    `${files.text.en.providerName} – ${chromeTexts.en.logoSignedIn}`,
  )
  await expect(logoLink(page)).toHaveAttribute("href", "/dashboard")

  const menuButton = accountMenuButton(page, "en")
  await expect(menuButton).toHaveAttribute("aria-expanded", "false")
  await menuButton.click()
  await expect(page.getByRole("menu")).toBeVisible()
  await expect(menuButton).toHaveAttribute("aria-expanded", "true")
  await expectAccountLinks(page, "en", { hideUsage, current: "overview" })
  await expectAccessible(page, "dashboard, account menu open (en)")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("menu")).toHaveCount(0)
  await expect(menuButton).toBeFocused()

  // On another page the chrome stays, and the logo goes back to the Dashboard.
  await page.goto("/about/site-map")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site map")
  const banner = page.getByRole("banner")
  await expect(banner.getByText(carla.displayName, { exact: true })).toBeVisible()
  await expect(banner.getByText(`Account ${carla.accountNumber}`)).toBeVisible()
  await expect(accountMenuButton(page, "en")).toBeVisible()
  await expectAccessible(page, "Site map, signed in (en)")
  await logoLink(page).click()
  await page.waitForURL(pathIs("/dashboard"))
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()

  // In French: the same menu, in French, with French addresses (reached by the address here; a switch by
  // the drop-down is the test below).
  await page.goto("/fr/dashboard")
  await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Carla" })).toBeVisible()
  await expect(logoLink(page)).toHaveAttribute("href", "/fr/dashboard")
  await accountMenuButton(page, "fr").click()
  await expect(page.getByRole("menu")).toBeVisible()
  await expectAccountLinks(page, "fr", { hideUsage, current: "overview" })
  await expectAccessible(page, "dashboard, account menu open (fr)")

  // Sign out from the menu: the session is cleared and the customer is home, in French.
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click()
  await page.waitForURL(pathIs("/fr"))
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible()
  expect(await page.evaluate(`localStorage.getItem("billpath.session")`)).toBeNull()
  await expect(page.getByRole("banner").getByText(carla.displayName)).toHaveCount(0)
  await page.goto("/fr/dashboard")
  await page.waitForURL(pathIs("/fr"))
})

test("the pages row leads to each account page, whose heading has the row's name, in both languages", async ({
  page,
}) => {
  const alice = personas.alice
  await signIn(page, alice.username, alice.password)
  // Her "Go paperless" message would otherwise open over the row whenever it arrives (docs/demo.md).
  await dismissSystemMessage(page, "Not now")
  for (const lang of ["en", "fr"] as const) {
    const text = menuTexts[lang]
    await page.goto(`${text.prefix}/dashboard`)
    const pages = page.getByRole("banner").getByRole("navigation", { name: text.pages })
    for (const item of text.items.filter((entry) => entry.page !== "overview")) {
      await pages.getByRole("link", { name: item.name, exact: true }).click()
      await page.waitForURL(pathIs(`${text.prefix}${item.path}`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name)
      await expect(pages.getByRole("link", { name: item.name, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      )
      await expect(page).toHaveTitle(new RegExp(`^${item.name} `, "u"))
    }
    await expectAccessible(page, `account settings reached from the pages row (${lang})`)
  }
})

test("on a phone the pages row shows there is more past its edge, by touch and by keyboard, and starts at the current page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, personas.carla.username, personas.carla.password)
  const text = menuTexts.en
  const pages = page.getByRole("banner").getByRole("navigation", { name: text.pages })
  const moreBefore = pages.getByTestId("pages-more-before")
  const moreAfter = pages.getByTestId("pages-more-after")
  const last = pages.getByRole("link", { name: "Account settings", exact: true })
  const onScreen = async (link: Locator) => {
    const box = await link.boundingBox()
    return box !== null && box.x >= 0 && box.x + box.width <= 390
  }
  await expect(moreAfter, "a cue at the end while links lie past it").toBeVisible()
  await expect(moreBefore).toHaveCount(0)
  expect(await onScreen(last), "the last link is past the edge").toBe(false)

  // Tab reaches the links past the edge; the row follows and the cue moves to the other end.
  await focusByTab(page, last, "the last page in the row")
  await expect.poll(() => onScreen(last), { message: "the focused link is in view" }).toBe(true)
  await expect(moreAfter).toHaveCount(0)
  await expect(moreBefore, "a cue at the start now").toBeVisible()
  await expectAccessible(page, "the pages row scrolled on a phone (en)")

  // A page at the row's end opens with its own link in view and marked.
  await last.click()
  await page.waitForURL(pathIs("/account/settings"))
  await expect(last).toHaveAttribute("aria-current", "page")
  await expect.poll(() => onScreen(last), { message: "the current page's link is in view" }).toBe(true)
  await expect(moreBefore).toBeVisible()
})

test("a theme with hideUsage leaves Usage out of the account menu and the quick links", async ({ page }) => {
  // Neither provider theme sets hideUsage (both settings.json say false): the flag is turned on in the
  // theme as served, so the portal's handling of it is what is tested.
  await page.route(
    (url) => url.pathname === "/theme/theme.json",
    async (route) => {
      const response = await route.fetch()
      const theme = (await response.json()) as { settings: Record<string, unknown> }
      theme.settings.hideUsage = true
      await route.fulfill({ response, json: theme })
    },
  )
  await signIn(page, personas.carla.username, personas.carla.password)
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
  await accountMenuButton(page, "en").click()
  await expect(page.getByRole("menu")).toBeVisible()
  await expectAccountLinks(page, "en", { hideUsage: true, current: "overview" })
  await expect(page.getByRole("link", { name: "Usage" })).toHaveCount(0)
})

test("after switching language by the drop-down, the menus still mark the page on screen", async ({
  page,
}) => {
  // The switch keeps the address (/dashboard) while the links now name /fr/dashboard: the page on screen
  // is still the Overview.
  await signIn(page, personas.carla.username, personas.carla.password)
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
  await page.getByRole("banner").getByRole("button", { name: "Language: English" }).click()
  await page.getByRole("menuitemradio", { name: "Français" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Carla" })).toBeVisible()
  await accountMenuButton(page, "fr").click()
  await expect(page.getByRole("menu")).toBeVisible()
  await expectAccountLinks(page, "fr", { hideUsage: false, current: "overview" })
})
