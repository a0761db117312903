/**
 * The theme runtime: each provider's logo, colours, radii, texts and settings flags,
 * checked against the theme's own files in themes/, on a mock server running that theme.
 */
import {
  expect,
  expectAccessible,
  type Lang,
  type Locator,
  type Page,
  personas,
  signIn,
  test,
} from "./fixtures.ts"
import { loadedImage, rgb, type ThemeFiles, themeFiles, themeImage, themes } from "./theme-files.ts"

const logoFile = (id: string, files: ThemeFiles, lang: Lang): Buffer =>
  themeImage(id, files.images[lang].logo)

/** The header's logo (the image inside the banner's first link) and the bytes the page loaded for it. */
const headerLogo = (page: Page) =>
  loadedImage(page, page.getByRole("banner").getByRole("link").first().getByRole("img"))

/** The little of an element and its window that a computed style needs. */
interface Styled {
  readonly ownerDocument: {
    readonly defaultView: {
      readonly getComputedStyle: (node: Styled) => {
        readonly fontSize: string
        readonly fontWeight: string
        readonly fontFamily: string
      }
    } | null
  }
}

const signInButton = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: lang === "en" ? "Sign in" : "Se connecter", exact: true })

for (const { server, id } of themes) {
  const files = themeFiles(id)
  const { settings, styles } = files

  test.describe(`${id} theme`, () => {
    test.use({ server })

    for (const lang of ["en", "fr"] as const) {
      test(`home (${lang}): logo, colours, radii, texts and flags`, async ({ page }) => {
        await page.goto(lang === "en" ? "/" : "/fr")
        const text = files.text[lang]
        await expect(page).toHaveTitle(`${lang === "en" ? "Sign in" : "Connexion"} | ${text.providerName}`)
        const welcome = text.messages?.["home.welcome"]
        if (welcome !== undefined) await expect(page.getByText(welcome, { exact: true })).toBeVisible()

        const logo = await headerLogo(page)
        expect(logo.bytes.equals(logoFile(id, files, lang)), `the header shows ${id}'s ${lang} logo`).toBe(
          true,
        )

        const button = signInButton(page, lang)
        await expect(button).toHaveCSS("background-color", rgb(styles.colors.primary))
        await expect(button).toHaveCSS("border-top-left-radius", styles.radii.control)
        const marketing = page.getByRole("region", {
          name: lang === "en" ? "Online account" : "Compte en ligne",
        })
        await expect(marketing).toHaveCSS(
          "border-top-left-radius",
          styles.marketing.corners === "square" ? "0px" : styles.radii.card,
        )

        const quickPay = page.getByRole("link", {
          name: lang === "en" ? "Pay without signing in" : "Payer sans se connecter",
        })
        await expect(quickPay).toHaveCount(settings.allowQuickPay === true ? 1 : 0)
        const createAccount = page.getByRole("link", {
          name: lang === "en" ? "Create an account" : "Créer un compte",
          exact: true,
        })
        await expect(createAccount).toHaveCount(settings.hideOnlineEnrollmentLink === true ? 0 : 1)
        await expectAccessible(page, `home, ${id} (${lang})`)
      })
    }

    test("dashboard: flags, colours and the provider's texts", async ({ page }) => {
      await signIn(page, personas.carla.username, personas.carla.password)
      await expect(page.getByRole("heading", { level: 1, name: "Hello, Carla" })).toBeVisible()
      await expect(page).toHaveTitle(`Overview | ${files.text.en.providerName}`)
      const welcome = files.text.en.messages?.["dashboard.welcome"]
      if (welcome !== undefined) await expect(page.getByText(welcome, { exact: true })).toBeVisible()

      const makePayment = page.getByRole("button", { name: "Make a payment" })
      await expect(makePayment).toHaveCount(settings.allowMakePayment === false ? 0 : 1)
      if (settings.allowMakePayment !== false) {
        await expect(makePayment).toHaveCSS("background-color", rgb(styles.colors.primary))
      }
      const usage = page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Usage" })
      await expect(usage).toHaveCount(settings.hideUsage === true ? 0 : 1)

      const logo = await headerLogo(page)
      expect(logo.bytes.equals(logoFile(id, files, "en"))).toBe(true)
      await expectAccessible(page, `dashboard, Carla, ${id} (en)`)

      // The same dashboard in French: the provider's French texts and French logo.
      await page.goto("/fr/dashboard")
      await expect(page.getByRole("heading", { level: 1, name: "Bonjour, Carla" })).toBeVisible()
      await expect(page).toHaveTitle(`Aperçu | ${files.text.fr.providerName}`)
      const welcomeFr = files.text.fr.messages?.["dashboard.welcome"]
      if (welcomeFr !== undefined) await expect(page.getByText(welcomeFr, { exact: true })).toBeVisible()
      const logoFr = await headerLogo(page)
      expect(logoFr.bytes.equals(logoFile(id, files, "fr")), `the header shows ${id}'s fr logo`).toBe(true)
      await expectAccessible(page, `dashboard, Carla, ${id} (fr)`)
    })

    test("one heading scale: page titles alike on sign-in, a visitor flow and the dashboard, card titles above the body", async ({
      page,
    }) => {
      const styleOf = async (element: Locator) => {
        await expect(element).toBeVisible()
        // Typed by hand: the tests compile without the DOM's types.
        const style = await element.evaluate((node: Styled) => {
          const computed = node.ownerDocument.defaultView?.getComputedStyle(node)
          return {
            fontSize: computed?.fontSize,
            fontWeight: computed?.fontWeight,
            fontFamily: computed?.fontFamily,
          }
        })
        return {
          size: Number.parseFloat(style.fontSize ?? ""),
          weight: Number(style.fontWeight),
          family: style.fontFamily,
        }
      }
      await page.goto("/")
      const signInTitle = await styleOf(page.getByRole("heading", { level: 1 }))
      await page.goto("/register")
      const registerTitle = await styleOf(page.getByRole("heading", { level: 1 }))
      const stepTitle = await styleOf(page.getByRole("heading", { level: 2 }).first())
      await signIn(page, personas.carla.username, personas.carla.password)
      const dashboardTitle = await styleOf(page.getByRole("heading", { level: 1, name: "Hello, Carla" }))
      const cardTitle = await styleOf(page.getByRole("heading", { level: 2, name: "Account overview" }))
      const body = (await styleOf(page.locator("body"))).size

      expect(registerTitle, "a visitor flow's title is the sign-in page's").toEqual(signInTitle)
      expect(dashboardTitle, "the dashboard's title is the sign-in page's").toEqual(signInTitle)
      expect(signInTitle.weight, "page titles are bold").toBeGreaterThanOrEqual(700)
      for (const [name, title] of [
        ["a card's", cardTitle],
        ["a step's", stepTitle],
      ] as const) {
        expect(title.weight, `${name} title is bold`).toBeGreaterThanOrEqual(700)
        expect(title.size, `${name} title is well above the body's size`).toBeGreaterThanOrEqual(body * 1.4)
        expect(title.size, `${name} title is below a page title`).toBeLessThan(signInTitle.size)
        expect(title.family, `${name} title is in the heading font`).toBe(signInTitle.family)
      }
    })
  })
}

test("the two providers really look different", async ({ page, servers }) => {
  const logos: Array<Buffer> = []
  for (const { server, id } of themes) {
    await page.goto(`${servers[server]}/`)
    await expect(signInButton(page, "en")).toHaveCSS(
      "background-color",
      rgb(themeFiles(id).styles.colors.primary),
    )
    logos.push((await headerLogo(page)).bytes)
  }
  const [aurora, lakeside] = themes.map(({ id }) => themeFiles(id))
  expect(aurora?.styles.colors.primary).not.toBe(lakeside?.styles.colors.primary)
  expect(aurora?.text.en.providerName).not.toBe(lakeside?.text.en.providerName)
  expect(logos).toHaveLength(2)
  expect(logos[0]?.equals(logos[1] ?? Buffer.alloc(0)), "the two headers show different logos").toBe(false)
})
