/**
 * What the kiosk's specs share (kiosk.spec.ts, kiosk-payment.spec.ts): Chromium with the launcher's own
 * flags (scripts/kiosk/command-line.ts) against the worker's mock in kiosk configuration (`npm run
 * kiosk`'s, MOCK_KIOSK=on), and the checks that nothing of a customer's is left in any browser storage.
 */
import { kioskCommandLine } from "../../scripts/kiosk/command-line.ts"
import {
  test as base,
  dismissSystemMessage,
  expect,
  fillSignInForm,
  type Lang,
  type Page,
  personas,
  shoot,
} from "./fixtures.ts"
import { serversFor } from "./servers.ts"

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
export const test = base.extend<Record<never, never>>({
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

export const texts = {
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
export const storedText = async (page: Page): Promise<ReadonlyArray<string>> => {
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
export const watchTokens = (page: Page): Array<string> => {
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

export const expectNothingOfAlice = async (page: Page, tokens: ReadonlyArray<string>, step: string) => {
  const stored = (await storedText(page)).join("\n")
  for (const secret of ["Alice", "Martin", personas.alice.accountNumber, ...tokens]) {
    expect(stored.includes(secret), `${step}: the browser's storage holds "${secret}"`).toBe(false)
  }
}

export const expectStorageEmpty = async (page: Page, step: string) => {
  expect(await storedText(page), `${step}: every storage is empty`).toEqual([])
}

/** The kiosk's screen as the customer sees it: the viewport, not the whole page. */
export const shootScreen = (page: Page, name: string) => shoot(page, name, { fullPage: false })

export const startVisit = async (page: Page, lang: Lang) => {
  await page.goto("/welcome")
  await expect(page.getByRole("heading", { level: 1, name: texts.en.touchToStart })).toBeVisible()
  await page.getByRole("button", { name: texts[lang].language, exact: true }).click()
  await expect(page.getByRole("button", { name: texts[lang].signIn })).toBeVisible()
}

export const signInAsAlice = async (page: Page, lang: Lang) => {
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

/** Interactive elements seen on screen smaller than a fingertip (sr-only inputs excepted). */
export const smallTargets = async (page: Page): Promise<ReadonlyArray<string>> => {
  const found: unknown = await page.evaluate(`(() => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=menuitem], [role=radio]"
    return Array.from(document.querySelectorAll(selector)).flatMap((element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      if (box.width === 0 || style.visibility === "hidden" || element.closest("[aria-hidden=true], [inert]")) return []
      // Visually hidden (a skip link off screen, a screen reader's input): not a target for a finger.
      if (box.width <= 1 || box.height <= 1 || box.bottom < 0) return []
      const target = element.type === "radio" || element.type === "checkbox" ? element.closest("label") ?? element : element
      const area = target.getBoundingClientRect()
      return area.width >= 48 && area.height >= 48
        ? []
        : [(element.getAttribute("aria-label") || element.textContent || element.outerHTML.slice(0, 60)).trim() + " " + Math.round(area.width) + "x" + Math.round(area.height)]
    })
  })()`)
  if (!Array.isArray(found)) throw new Error("no list of targets")
  return found.map(String)
}

/** Waits until the kiosk's own parts are in place: its touch sizes are what is measured. */
export const kioskPartsIn = async (page: Page) => {
  await expect(page.locator("style[data-touch-sizes]")).toHaveCount(1)
}
