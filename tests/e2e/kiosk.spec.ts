/**
 * The in-store kiosk (issue 18 items 1–3) on the portrait store screen, in Chromium started with the
 * launcher's own flags (scripts/kiosk/command-line.ts) against the mock in kiosk configuration
 * (`npm run kiosk`'s, MOCK_KIOSK=on): the attract screen, Alice's visit, and nothing of hers left in any
 * browser storage — during the visit, after End session, after the idle wipe, or behind Back.
 */
import { kioskCommandLine } from "../../scripts/kiosk/command-line.ts"
import {
  test as base,
  dismissSystemMessage,
  expect,
  expectAccessible,
  fillSignInForm,
  type Lang,
  type Page,
  personas,
  watchIdleModalLoad,
} from "./fixtures.ts"
import { serversFor } from "./servers.ts"

const shots = process.env.E2E_SHOTS_DIR

/**
 * The launcher's flags, less the two Playwright owns: the window (`--app`) and the profile
 * (`--user-data-dir`, a fresh one per launch in both). Only the kiosk server's origin is allowed.
 */
const launcherFlags = (slot: number): ReadonlyArray<string> =>
  kioskCommandLine({
    chromium: "chromium",
    startUrl: `${serversFor(slot).kiosk}/welcome`,
    profileDir: "unused",
    allowedOrigins: [serversFor(slot).kiosk],
    sandbox: false,
  }).args.filter((flag) => !flag.startsWith("--app=") && !flag.startsWith("--user-data-dir="))

/** The suite's Chromium, with the launcher's flags for this worker's kiosk server added. */
const test = base.extend<Record<never, never>>({
  launchOptions: [
    async ({ launchOptions }, use, workerInfo) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), ...launcherFlags(workerInfo.parallelIndex)],
      })
    },
    { scope: "worker" },
  ],
})

test.use({ server: "kiosk", viewport: { width: 1080, height: 1920 } })

const texts = {
  en: {
    touchToStart: "Touch to start",
    language: "English",
    endSession: "End session",
    stillThere: "Still there?",
    stillHere: "I'm still here",
    signIn: "Sign in",
  },
  fr: {
    touchToStart: "Touchez pour commencer",
    language: "Français",
    endSession: "Terminer la session",
    stillThere: "Êtes-vous toujours là ?",
    stillHere: "Je suis toujours là",
    signIn: "Se connecter",
  },
} as const

/** Everything the page's origin keeps in the browser, as text: keys and values, cookies, databases, caches. */
const storedText = async (page: Page): Promise<ReadonlyArray<string>> => {
  // A string: the tests compile without the DOM's types (as fixtures.ts's sessionTimeLeft).
  const inPage: unknown = await page.evaluate(`(async () => {
    const entries = (storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? ""
        return key + "=" + (storage.getItem(key) ?? "")
      })
    const databases = (await indexedDB.databases()).map((database) => "indexedDB:" + (database.name ?? ""))
    const caches = await Promise.all(
      (await globalThis.caches.keys()).map(async (name) => {
        const requests = await (await globalThis.caches.open(name)).keys()
        return ["cache:" + name, ...requests.map((request) => request.url)]
      }),
    )
    return [
      ...entries(localStorage),
      ...entries(sessionStorage),
      ...(document.cookie === "" ? [] : [document.cookie]),
      ...databases,
      ...caches.flat(),
    ]
  })()`)
  if (!Array.isArray(inPage)) throw new Error("the page did not list its storage")
  const cookies = (await page.context().cookies()).map((cookie) => `cookie:${cookie.name}=${cookie.value}`)
  return [...inPage.map(String), ...cookies]
}

/** The tokens the API handed out during the test (a sign-in's `auth_token`, a refresh's token). */
const watchTokens = (page: Page): Array<string> => {
  const tokens: Array<string> = []
  const field = (value: unknown, key: string): unknown =>
    typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined
  page.on("response", async (response) => {
    if (!/\/api\/(login|refreshtoken)/i.test(response.url()) || response.status() !== 200) return
    const body: unknown = await response.json().catch(() => undefined)
    const token = field(body, "auth_token") ?? body
    for (const key of ["access_token", "refresh_token"]) {
      const value = field(token, key)
      if (typeof value === "string") tokens.push(value)
    }
  })
  return tokens
}

const expectNothingOfAlice = async (page: Page, tokens: ReadonlyArray<string>, step: string) => {
  const stored = (await storedText(page)).join("\n")
  for (const secret of ["Alice", "Martin", personas.alice.accountNumber, ...tokens]) {
    expect(stored.includes(secret), `${step}: the browser's storage holds "${secret}"`).toBe(false)
  }
}

const expectStorageEmpty = async (page: Page, step: string) => {
  expect(await storedText(page), `${step}: every storage is empty`).toEqual([])
}

const shoot = async (page: Page, name: string) => {
  if (shots !== undefined) await page.screenshot({ path: `${shots}/${name}.png` })
}

const startVisit = async (page: Page, lang: Lang) => {
  await page.goto("/welcome")
  await expect(page.getByRole("heading", { level: 1, name: texts.en.touchToStart })).toBeVisible()
  await page.getByRole("button", { name: texts[lang].language, exact: true }).click()
  await expect(page.getByRole("button", { name: texts[lang].signIn })).toBeVisible()
}

const signInAsAlice = async (page: Page, lang: Lang) => {
  const form = await fillSignInForm(page, personas.alice.username, personas.alice.password, {
    lang,
    open: false,
  })
  await form.submit.click()
  await page.waitForURL((url) => url.pathname.endsWith("/dashboard"))
  await expect(page.getByText(personas.alice.accountNumber).first()).toBeVisible()
  // Alice's provider greets her with a message in English on sign-in (docs/demo.md).
  if (lang === "en") await dismissSystemMessage(page, "Not now")
}

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

    await page.clock.fastForward("01:31")
    const dialog = page.getByRole("alertdialog", { name: texts[lang].stillThere })
    await expect(dialog).toBeVisible()
    // The wipe's own 30 s, not the token's 15 minutes.
    await expect(dialog).toContainText(/\b(2[0-9]|30) seconde?s?\b/)
    await expectAccessible(page, `kiosk still-there dialog (${lang})`)
    await shoot(page, `kiosk-still-there-1080x1920-${lang}`)
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

test("the attract screen offers both languages and is accessible in each", async ({ page }) => {
  await page.goto("/welcome")
  await expect(page.getByText("Pay a bill, check your balance or print a receipt")).toBeVisible()
  await expectAccessible(page, "attract screen (en)")
  await shoot(page, "kiosk-attract-1080x1920-en")
  await page.goto("/fr/welcome")
  await expect(page.getByRole("heading", { level: 1, name: texts.fr.touchToStart })).toBeVisible()
  await expect(page.getByText("Payez une facture, consultez votre solde ou imprimez un reçu")).toBeVisible()
  await expectAccessible(page, "attract screen (fr)")
  await shoot(page, "kiosk-attract-1080x1920-fr")
  for (const name of ["English", "Français"]) {
    const box = await page.getByRole("button", { name, exact: true }).boundingBox()
    expect(box?.height ?? 0, `${name} is a large touch target`).toBeGreaterThanOrEqual(48)
    expect(box?.width ?? 0, `${name} is a large touch target`).toBeGreaterThanOrEqual(48)
  }
})
