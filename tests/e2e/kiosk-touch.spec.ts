/**
 * The kiosk's touch parts on the portrait store screen, against the mock in kiosk
 * configuration: links out of the portal shown as a code to scan (read back by an independent decoder),
 * quick pay's find-my-bill step done with the app's keypad alone, bills shown in the page to print and
 * no CSV export, printing on the receipt roll, and no target smaller than 48 × 48 px.
 */
import jsqr from "jsqr"
import { getDocumentProxy } from "unpdf"
import {
  dismissSystemMessage,
  expect,
  expectAccessible,
  fillSignInForm,
  type Lang,
  type Locator,
  type Page,
  personas,
  test,
} from "./fixtures.ts"
import {
  alphaOf,
  boxOf,
  computedStyle,
  contrastOf,
  kioskPartsIn,
  kioskScreens,
  texts as kioskTexts,
  kioskThemes,
  overlaps,
  shootScreen,
  signInAsAlice,
  smallPrimaryActions,
  smallTargets,
  smallText,
  startVisit,
} from "./kiosk-harness.ts"
import { themeFiles } from "./theme-files.ts"

test.use({ server: "kiosk", viewport: { width: 1080, height: 1920 } })

const texts = {
  en: { language: "English", keypad: "On-screen keypad", phone: "Open on your phone", close: "Close" },
  fr: {
    language: "Français",
    keypad: "Clavier à l’écran",
    phone: "Ouvrir sur votre téléphone",
    close: "Fermer",
  },
} as const

/** The kiosk server's theme's first footer link in a language: a page of the provider's own site. */
const footerLink = (lang: Lang) => {
  const link = themeFiles("aurora-telecom").urls[lang].footerLinks[0]
  if (link === undefined) throw new Error("the theme has no footer link")
  return link
}

// jsQR is a CommonJS module whose types say `export default`: Node hands over either shape.
const jsQR = typeof jsqr === "function" ? jsqr : jsqr.default

/** The QR code on screen as a camera sees it: drawn to a canvas in the page, its pixels read back. */
const readQrCode = async (page: Page): Promise<string | undefined> => {
  const image: unknown = await page.evaluate(`(async () => {
    const svg = document.querySelector("[role=dialog] svg[role=img]")
    const size = 400
    const picture = new Image()
    picture.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(new XMLSerializer().serializeToString(svg))
    await picture.decode()
    const canvas = document.createElement("canvas")
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext("2d")
    context.fillStyle = "white"
    context.fillRect(0, 0, size, size)
    context.drawImage(picture, 0, 0, size, size)
    return Array.from(context.getImageData(0, 0, size, size).data)
  })()`)
  if (!Array.isArray(image)) throw new Error("no picture of the code")
  return jsQR(Uint8ClampedArray.from(image.map(Number)), 400, 400)?.data
}

const openQuickPay = async (page: Page, lang: Lang) => {
  await page.goto(lang === "fr" ? "/fr/quickpay" : "/quickpay")
  await expect(page.getByLabel(lang === "fr" ? /Numéro de compte/ : /Account number/).first()).toBeVisible()
  await kioskPartsIn(page)
}

for (const { theme, server, configure } of kioskThemes) {
  for (const screen of kioskScreens) {
    const where = `${theme}, ${screen.width}×${screen.height}`
    test.describe(where, () => {
      test.use({ server, viewport: screen })

      test(`the keypad is an opaque tray docked under the field being typed, Next and Done its primary key (${where})`, async ({
        page,
      }) => {
        await configure(page)
        await openQuickPay(page, "en")
        const keypad = page.getByRole("region", { name: texts.en.keypad })
        const mainKey = keypad.locator("[data-main-key]")
        const fields = [
          page.getByLabel(/Account number/).first(),
          page.getByLabel(/Service ID/).first(),
        ] as const
        await fields[0].click()
        await expect(keypad).toBeVisible()
        expect(
          alphaOf(await computedStyle(page, "[data-keypad]", "background-color")),
          "the tray is opaque",
        ).toBe(1)
        for (const [index, field] of fields.entries()) {
          await expect(field).toBeFocused()
          // The page has scrolled the field above the tray, whole.
          await expect
            .poll(async () => overlaps(await boxOf(field, "the field"), await boxOf(keypad, "the tray")), {
              message: `field ${index + 1} is not under the tray`,
            })
            .toBe(false)
          const fieldBox = await boxOf(field, "the field")
          expect(fieldBox.y, "the field is on screen").toBeGreaterThanOrEqual(0)
          expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual((await boxOf(keypad, "the tray")).y)

          await expect(mainKey).toHaveText(index < fields.length - 1 ? "Next" : "Done")
          const background = await computedStyle(page, "[data-main-key]", "background-color")
          const colour = await computedStyle(page, "[data-main-key]", "color")
          expect(alphaOf(background), "the main key is solid").toBe(1)
          expect(background, "the main key is the theme's primary colour").toBe(
            await computedStyle(page, "[data-keypad]", "border-top-color"),
          )
          expect(contrastOf(background, colour), "the main key's label is readable").toBeGreaterThanOrEqual(
            4.5,
          )
          const keyBox = await boxOf(mainKey, "the main key")
          expect(keyBox.height, "the main key is a large target").toBeGreaterThanOrEqual(64)
          await mainKey.click()
        }
        await expect(keypad).toBeHidden()
        await expect(fields[1]).not.toBeFocused()
      })
    })
  }
}

for (const lang of ["en", "fr"] as const) {
  test(`the kiosk's type and touch sizes: text of 20 px or more, primary actions 64 px tall, targets 48 px (${lang})`, async ({
    page,
  }) => {
    const expectKioskSizes = async (screen: string) => {
      await kioskPartsIn(page)
      expect(await smallText(page), `no text under 20 px on ${screen}`).toEqual([])
      expect(await smallPrimaryActions(page), `primary actions 64 px tall on ${screen}`).toEqual([])
      expect(await smallTargets(page), `every target 48 × 48 px on ${screen}`).toEqual([])
    }
    await startVisit(page, lang)
    await expectKioskSizes("the start screen")
    await openQuickPay(page, lang)
    await expectKioskSizes("quick pay")
    await startVisit(page, lang)
    await signInAsAlice(page, lang)
    await expectKioskSizes("the dashboard")
  })

  test(`a footer link shows a code whose decoded text is the link's address, and nothing opens (${lang})`, async ({
    page,
  }) => {
    const popups: Array<string> = []
    page.on("popup", (popup) => popups.push(popup.url()))
    await openQuickPay(page, lang)
    const link = footerLink(lang)
    const before = page.url()
    await page
      .locator("footer")
      .getByRole("button", { name: new RegExp(link.label) })
      .click()
    const dialog = page.getByRole("dialog", { name: texts[lang].phone })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(link.href, { exact: true })).toBeVisible()
    expect(await readQrCode(page)).toBe(link.href)
    await expectAccessible(page, `kiosk code of a footer link (${lang})`)
    expect(await smallTargets(page), "every target in the dialog is touch-sized").toEqual([])
    await dialog.getByRole("button", { name: texts[lang].close }).click()
    await expect(dialog).toBeHidden()
    expect(page.url()).toBe(before)
    expect(popups).toEqual([])
  })

  test(`quick pay's find-my-bill step with the on-screen keypad alone (${lang})`, async ({ page }) => {
    await openQuickPay(page, lang)
    expect(await smallTargets(page), "every target on quick pay is touch-sized").toEqual([])
    const accountField = page.getByLabel(lang === "fr" ? /Numéro de compte/ : /Account number/).first()
    await accountField.click()
    const keypad = page.getByRole("region", { name: texts[lang].keypad })
    await expect(keypad).toBeVisible()
    expect(await smallTargets(page), "every key is touch-sized").toEqual([])
    await expectAccessible(page, `kiosk keypad (${lang})`)
    for (const digit of personas.carla.accountNumber)
      await keypad.getByRole("button", { name: digit, exact: true }).click()
    await expect(accountField).toHaveValue(personas.carla.accountNumber)

    const serviceField = page
      .getByLabel(lang === "fr" ? /Identifiant de service|ID de service/ : /Service ID/)
      .first()
    await serviceField.click()
    for (const key of personas.carla.serviceID)
      await keypad.getByRole("button", { name: key, exact: true }).click()
    await expect(serviceField).toHaveValue(personas.carla.serviceID)
    await keypad.getByRole("button", { name: lang === "fr" ? "Terminé" : "Done", exact: true }).click()
    await expect(keypad).toBeHidden()

    await page.getByRole("button", { name: lang === "fr" ? /Trouver ma facture/ : /Find my bill/ }).click()
    await expect(page.getByText("Carla Nguyen")).toBeVisible()
  })
}

test("sign-in and the dashboard are one centred column, paying a primary-sized action, both ways up", async ({
  page,
}) => {
  const [upright, landscape] = kioskScreens
  /** The box's left and right margins on the screen are equal: the column is centred. */
  const expectCentred = async (locator: Locator, name: string) => {
    const box = await boxOf(locator, name)
    const screenWidth = page.viewportSize()?.width ?? 0
    expect(Math.abs(box.x - (screenWidth - box.x - box.width)), `${name} is centred`).toBeLessThanOrEqual(2)
  }
  const expectSignInColumn = async (size: string) => {
    const form = page.getByRole("region", { name: "Sign in" })
    await expectCentred(form, `the sign-in card (${size})`)
    await expect(page.getByRole("region", { name: "Online account" }), "no promotion beside it").toBeHidden()
    const submit = await boxOf(page.getByRole("button", { name: "Sign in" }), "Sign in")
    const quickPay = await boxOf(page.getByRole("link", { name: "Pay without signing in" }), "quick pay")
    expect(
      quickPay.height,
      `Pay without signing in is a primary-sized button (${size})`,
    ).toBeGreaterThanOrEqual(64)
    expect(quickPay.width, "as wide as Sign in").toBeCloseTo(submit.width, 0)
    expect(quickPay.x).toBeCloseTo(submit.x, 0)
  }
  const expectDashboardColumn = async (size: string) => {
    // In the order of the customer's questions: what is owed and by when, the bills, how it is paid.
    const cards = ["overview", "recent-bills", "payment-method", "last-payment"]
    const boxes = await Promise.all(cards.map((card) => boxOf(page.getByTestId(card), card)))
    for (const [index, box] of boxes.entries()) {
      const above = boxes[index - 1]
      if (above === undefined) continue
      expect(box.x, `${cards[index]} is in the same column (${size})`).toBeCloseTo(above.x, 0)
      expect(box.width, `${cards[index]} is as wide (${size})`).toBeCloseTo(above.width, 0)
      expect(box.y, `${cards[index]} is below ${cards[index - 1]} (${size})`).toBeGreaterThan(
        above.y + above.height,
      )
    }
    await expectCentred(page.getByTestId("overview"), `the dashboard's column (${size})`)
    const pay = await boxOf(page.getByRole("button", { name: "Make a payment" }), "Make a payment")
    expect(pay.height, `Make a payment is a primary-sized button (${size})`).toBeGreaterThanOrEqual(64)
  }

  await page.setViewportSize(upright)
  await startVisit(page, "en")
  await kioskPartsIn(page)
  await expectSignInColumn("upright")
  await shootScreen(page, "kiosk-sign-in-1080x1920-en")
  await page.setViewportSize(landscape)
  await expectSignInColumn("landscape")
  await expectAccessible(page, "kiosk sign-in, one column (en)")
  await signInAsAlice(page, "en")
  await expectDashboardColumn("landscape")
  await page.setViewportSize(upright)
  await expectDashboardColumn("upright")
  await shootScreen(page, "kiosk-dashboard-1080x1920-en")
})

test("a bill shows in the page with Print, no CSV export is offered, and printing fits the roll", async ({
  page,
}) => {
  const popups: Array<string> = []
  page.on("popup", (popup) => popups.push(popup.url()))
  await startVisit(page, "en")
  const form = await fillSignInForm(page, personas.bruno.username, personas.bruno.password, { open: false })
  await form.submit.click()
  // Bruno's dashboard is in French, his language (docs/demo.md).
  await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
  await expect(page.getByText(personas.bruno.accountNumber).first()).toBeVisible()
  await kioskPartsIn(page)
  expect(await smallTargets(page), "every target on the dashboard is touch-sized").toEqual([])

  // His provider greets him in French (docs/demo.md).
  await dismissSystemMessage(page, "Plus tard")
  await page.getByRole("button", { name: "Voir la facture" }).first().click()
  const viewer = page.getByRole("dialog", { name: /\.pdf$/ })
  await expect(viewer.getByRole("button", { name: "Imprimer" })).toBeVisible()
  await expect(viewer.locator("iframe[data-printable-file]")).toHaveAttribute("src", /^blob:/)
  expect(popups, "no tab opened for the bill").toEqual([])
  await expectAccessible(page, "kiosk bill to print (fr)")
  await viewer.getByRole("button", { name: "Fermer" }).click()
  await expect(viewer).toBeHidden()

  // The roll: the page is the kiosk settings' 80 mm wide when printed.
  const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ preferCSSPageSize: true })))
  const [left, , right] = (await pdf.getPage(1)).view
  expect((((right ?? 0) - (left ?? 0)) / 72) * 25.4).toBeCloseTo(80, 0)

  // Through the account menu: a kiosk keeps its session in the page, so a reload would end it.
  await page.getByRole("button", { name: "Menu du compte" }).click()
  await page.getByRole("menuitem", { name: "Historique des frais" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Historique des frais" })).toBeVisible()
  await expect(page.getByRole("table").first()).toBeVisible()
  await expect(page.getByRole("button", { name: /CSV/ })).toHaveCount(0)
})

for (const { theme, server, configure } of kioskThemes) {
  for (const screen of kioskScreens) {
    const where = `${theme}, ${screen.width}×${screen.height}`
    test.describe(where, () => {
      test.use({ server, viewport: screen })

      test(`the attract screen fills the screen in the provider's colour; a touch anywhere brings the store's tasks as large tiles (${where})`, async ({
        page,
      }) => {
        const size = `${screen.width}x${screen.height}`
        await configure(page)
        await page.goto("/welcome")
        const attract = page.getByRole("region", { name: kioskTexts.en.touchToStart })
        await expect(attract).toBeVisible()
        await expect(page.getByText("Pay a bill, check your balance or print a receipt")).toBeVisible()
        expect(await boxOf(attract, "the attract screen")).toEqual({ x: 0, y: 0, ...screen })
        const background = await computedStyle(page, "[aria-labelledby=attract-heading]", "background-color")
        expect(alphaOf(background), "the attract screen is opaque").toBe(1)
        const heading = await computedStyle(page, "#attract-heading", "color")
        expect(contrastOf(background, heading), "its heading is readable").toBeGreaterThanOrEqual(4.5)
        for (const name of ["English", "Français"]) {
          const box = await boxOf(page.getByRole("button", { name, exact: true }), name)
          expect(box.height, `${name} is a large button`).toBeGreaterThanOrEqual(64)
        }
        await expectAccessible(page, `attract screen (${theme}, ${size}, en)`)
        await shootScreen(page, `kiosk-attract-${theme}-${size}-en`)

        // A touch away from the buttons starts in the language shown.
        await page.mouse.click(screen.width - 20, 20)
        await expect(page.getByRole("heading", { level: 1, name: kioskTexts.en.tasks })).toBeVisible()
        for (const name of [kioskTexts.en.payBill, kioskTexts.en.seeBalance]) {
          const box = await boxOf(page.getByRole("link", { name: new RegExp(name) }), name)
          expect(box.height, `${name} is a large tile`).toBeGreaterThanOrEqual(120)
        }
        await expectAccessible(page, `kiosk tasks (${theme}, ${size}, en)`)
        await shootScreen(page, `kiosk-tasks-${theme}-${size}-en`)

        await page.goto("/fr/welcome")
        await expect(
          page.getByText("Payez une facture, consultez votre solde ou imprimez un reçu"),
        ).toBeVisible()
        await expectAccessible(page, `attract screen (${theme}, ${size}, fr)`)
        await shootScreen(page, `kiosk-attract-${theme}-${size}-fr`)
        await page.getByRole("button", { name: kioskTexts.fr.language, exact: true }).click()
        await expect(page.getByRole("heading", { level: 1, name: kioskTexts.fr.tasks })).toBeVisible()
        await expectAccessible(page, `kiosk tasks (${theme}, ${size}, fr)`)
        await shootScreen(page, `kiosk-tasks-${theme}-${size}-fr`)
        await page.getByRole("link", { name: new RegExp(kioskTexts.fr.payBill) }).click()
        await page.waitForURL((url) => url.pathname === "/fr/quickpay")
      })
    })
  }
}
