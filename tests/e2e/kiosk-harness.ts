/**
 * What the kiosk's specs share (kiosk.spec.ts, kiosk-payment.spec.ts): Chromium with the launcher's own
 * flags (scripts/kiosk/command-line.ts) against the worker's mock in kiosk configuration (`npm run
 * kiosk`'s, MOCK_KIOSK=on), and the checks that nothing of a customer's is left in any browser storage.
 */
import { mockKioskSettings } from "../../mock-server/src/site/kiosk-settings.ts"
import { kioskCommandLine } from "../../scripts/kiosk/command-line.ts"
import {
  test as base,
  dismissSystemMessage,
  expect,
  fillSignInForm,
  type Lang,
  type Locator,
  type Page,
  personas,
  type ServerName,
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
    pages: "Your account",
    stillThere: "Still there?",
    stillHere: "I'm still here",
    signIn: "Sign in",
    tasks: "What would you like to do?",
    seeBalance: "See my balance and bills",
    payBill: "Pay a bill",
  },
  fr: {
    touchToStart: "Touchez pour commencer",
    language: "Français",
    endSession: "Terminer la session",
    pages: "Votre compte",
    stillThere: "Êtes-vous toujours là ?",
    stillHere: "Je suis toujours là",
    signIn: "Se connecter",
    tasks: "Que voulez-vous faire ?",
    seeBalance: "Voir mon solde et mes factures",
    payBill: "Payer une facture",
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
  await expect(page.getByRole("heading", { level: 1, name: texts[lang].tasks })).toBeVisible()
  await page.getByRole("link", { name: new RegExp(texts[lang].seeBalance) }).click()
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

/**
 * Makes the page's portal a kiosk: its config.json gets the mock kiosk's settings. The kiosk server has
 * aurora's theme only; this shows the store screen in lakeside's too.
 */
export const configureKiosk = (page: Page) =>
  page.route("**/config.json", async (route) => {
    const answer = await route.fetch()
    const config: unknown = await answer.json()
    if (typeof config !== "object" || config === null) throw new Error("config.json is not an object")
    const kiosk = mockKioskSettings(new URL(route.request().url()).origin)
    await route.fulfill({ response: answer, json: { ...config, kiosk } })
  })

/** Both provider themes on the store screen: the kiosk server (aurora), and lakeside made a kiosk. */
export const kioskThemes = [
  { theme: "aurora-telecom", server: "kiosk", configure: async (_page: Page) => undefined },
  { theme: "lakeside-utilities", server: "lakeside", configure: configureKiosk },
] as const satisfies ReadonlyArray<{
  theme: string
  server: ServerName
  configure: (page: Page) => Promise<unknown>
}>

/** The store screen both ways up: the upright terminal and the landscape one. */
export const kioskScreens = [
  { width: 1080, height: 1920 },
  { width: 1920, height: 1080 },
] as const

/** An element's box on screen, or a failure naming it. */
export const boxOf = async (locator: Locator, name: string) => {
  const box = await locator.boundingBox()
  if (box === null) throw new Error(`${name} is not on screen`)
  return box
}

type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** What a computed colour's alpha is (rgb() is 1, transparent 0). */
export const alphaOf = (colour: string): number => {
  const parts = /rgba?\(([^)]*)\)/
    .exec(colour)?.[1]
    ?.split(/[\s,/]+/)
    .filter((part) => part !== "")
  if (parts === undefined) return colour === "transparent" ? 0 : 1
  return parts.length > 3 ? Number(parts[3]) : 1
}

/** The WCAG contrast ratio of two computed rgb() colours. */
export const contrastOf = (first: string, second: string): number => {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (/rgba?\(([^)]*)\)/.exec(colour)?.[1] ?? "")
      .split(/[\s,/]+/)
      .map(Number)
      .map((value) => value / 255)
      .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** A computed style of the first element a selector finds (a string: the tests compile without the DOM's types). */
export const computedStyle = async (page: Page, selector: string, property: string): Promise<string> =>
  String(
    await page.evaluate(
      `(() => { const element = document.querySelector(${JSON.stringify(selector)}); return element === null ? "" : getComputedStyle(element).getPropertyValue(${JSON.stringify(property)}) })()`,
    ),
  )

/**
 * What a person sees at the middle of a box: whether the page's own content (in the app's root) is the
 * topmost thing there, and whether something opaque outside it lies above the page's content.
 */
export const whatCovers = async (
  page: Page,
  box: Box,
): Promise<{ readonly pageOnTop: boolean; readonly opaqueAbovePage: boolean }> => {
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const seen: unknown = await page.evaluate(`(() => {
    const content = document.querySelector("main")?.parentElement
    const stack = document.elementsFromPoint(${x}, ${y})
    const pageAt = stack.findIndex((element) => content?.contains(element) && !element.hasAttribute("data-idle-screen"))
    const above = pageAt < 0 ? stack : stack.slice(0, pageAt)
    const opaque = (element) => {
      const parts = /rgba?\\(([^)]*)\\)/.exec(getComputedStyle(element).backgroundColor)?.[1]?.split(/[\\s,/]+/).filter(Boolean) ?? []
      return parts.length === 3 || (parts.length > 3 && Number(parts[3]) === 1)
    }
    return { pageOnTop: pageAt === 0, opaqueAbovePage: above.some(opaque) }
  })()`)
  if (typeof seen !== "object" || seen === null) throw new Error("nothing seen at the point")
  return {
    pageOnTop: Reflect.get(seen, "pageOnTop") === true,
    opaqueAbovePage: Reflect.get(seen, "opaqueAbovePage") === true,
  }
}

/** Text on screen smaller than the kiosk's 20 px floor (visually hidden text excepted), with its size. */
export const smallText = async (page: Page): Promise<ReadonlyArray<string>> => {
  const found: unknown = await page.evaluate(`(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const small = []
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent.trim()
      const element = node.parentElement
      if (text === "" || element === null || element.closest("[aria-hidden=true], [inert], script, style, noscript")) continue
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1 || box.bottom < 0) continue
      const style = getComputedStyle(element)
      if (style.visibility === "hidden") continue
      const size = Number.parseFloat(style.fontSize)
      if (size < 20) small.push(text.slice(0, 40) + " " + size + "px")
    }
    return small
  })()`)
  if (!Array.isArray(found)) throw new Error("no list of text")
  return found.map(String)
}

/** Primary actions (solid buttons, a form's submit) on screen shorter than the kiosk's 64 px. */
export const smallPrimaryActions = async (page: Page): Promise<ReadonlyArray<string>> => {
  const found: unknown = await page.evaluate(`(() =>
    Array.from(document.querySelectorAll(".button--variant_solid, button[type=submit]")).flatMap((element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || element.closest("[aria-hidden=true], [inert]")) return []
      return box.height >= 64 ? [] : [(element.textContent || "").trim() + " " + Math.round(box.height) + "px"]
    }))()`)
  if (!Array.isArray(found)) throw new Error("no list of actions")
  return found.map(String)
}
