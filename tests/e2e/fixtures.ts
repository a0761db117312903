/**
 * The end-to-end suite's `test`: Playwright's, plus
 * - `servers`: this worker's mock servers (tests/e2e/servers.ts); `baseURL` follows the `server` option
 *   (default "aurora"; `test.use({ server: "lakeside" })` for a file on the other theme);
 * - a reset of those servers before every test (POST /__mock/reset), so tests never see each other's data;
 * - a check that no uncaught error and no Content-Security-Policy violation happened in any page of the
 *   test's browser context (opt out for expected ones with `test.use({ allowedPageErrors: [/…/] })`);
 * and the helpers `expectAccessible`, `expectFocusTrapped`, `drawFramesLate`, `signIn`, `fillSignInForm`, `lastCodeOf` and `shoot`.
 */
import { join } from "node:path"
import { test as base, expect, type Locator, type Page } from "@playwright/test"
import { type AxeCheck, axeCheckAttachment, pageOf } from "./axe-run/axe-check.ts"
import { type AxeResults, runAxe } from "./axe-run/run-axe.ts"
import { builtFile } from "./built-files.ts"
import type { Lang } from "./personas.ts"
import { type ServerName, type ServerSet, serverDefinitions, serversFor } from "./servers.ts"

export { expect, type Locator, type Page } from "@playwright/test"
export {
  type Lang,
  type Persona,
  type PersonaName,
  personas,
  robotUsername,
  unregistered,
} from "./personas.ts"
export { mockNow, type ServerName, type ServerSet, shortTokenSeconds } from "./servers.ts"

interface WorkerFixtures {
  /** This worker's mock servers: `servers.aurora`, `servers.lakeside`, `servers.shortTokens`. */
  readonly servers: ServerSet
}

interface TestFixtures {
  /** Which of `servers` relative URLs (`page.goto("/fr")`) go to. */
  readonly server: ServerName
  /** Uncaught page errors (and CSP reports) a test expects, matched against their message. */
  readonly allowedPageErrors: ReadonlyArray<RegExp>
  /** Automatic: restores the seed on this worker's servers before the test. */
  readonly resetMockServers: undefined
}

const resetServer = async (url: string): Promise<void> => {
  const response = await fetch(`${url}/__mock/reset`, { method: "POST" })
  if (response.status !== 204) {
    throw new Error(`POST ${url}/__mock/reset answered ${response.status}: ${await response.text()}`)
  }
}

/** Chromium reports a blocked inline script, style or connection as a console error saying this. */
const cspViolation = /Content[- ]Security[- ]Policy/i

export const test = base.extend<TestFixtures, WorkerFixtures>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      await use(serversFor(workerInfo.parallelIndex))
    },
    { scope: "worker" },
  ],

  server: ["aurora", { option: true }],

  baseURL: async ({ servers, server }, use) => {
    await use(servers[server])
  },

  allowedPageErrors: [[], { option: true }],

  resetMockServers: [
    async ({ servers }, use) => {
      await Promise.all(Object.values(servers).map(resetServer))
      await use(undefined)
    },
    { auto: true },
  ],

  context: async ({ context, allowedPageErrors }, use) => {
    // E2E_LATE_FRAMES=250: every page draws its frames that late, to shake out races with a slow device.
    const lateBy = Number(process.env.E2E_LATE_FRAMES ?? 0)
    if (lateBy > 0) context.on("page", (opened) => void drawFramesLate(opened, lateBy))
    const problems: Array<string> = []
    const allowed = (message: string) => allowedPageErrors.some((pattern) => pattern.test(message))
    context.on("weberror", (webError) => {
      const error = webError.error()
      if (allowed(error.message)) return
      problems.push(
        `uncaught error on ${webError.page()?.url() ?? "a page"}: ${error.stack ?? error.message}`,
      )
    })
    context.on("console", (message) => {
      if (message.type() !== "error" || !cspViolation.test(message.text()) || allowed(message.text())) return
      problems.push(`CSP violation on ${message.page()?.url() ?? "a page"}: ${message.text()}`)
    })
    await use(context)
    expect(problems, "uncaught errors or CSP violations in the browser during the test").toEqual([])
  },
})

// ----------------------------------------------------------------------------------------------------
// Accessibility

/** The screens every page is read at: a phone, a desktop and the 1080×1920 store screen. */
export const screenSizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1080, height: 1920 },
] as const

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const

/** An open modal: an ARIA modal dialog (Ark's Dialog renders this) or a native <dialog> opened modally. */
export const openModals = (page: Page): Locator =>
  page
    .locator('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"], dialog:modal')
    .filter({ visible: true })

/** Sums the page's layout shifts (not caused by input), from a buffered observer set before any script. */
export const watchLayoutShifts = async (page: Page): Promise<() => Promise<number>> => {
  await page.addInitScript({
    content: `(() => {
      window.__layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.hadRecentInput) window.__layoutShift += entry.value
        }
      }).observe({ type: "layout-shift", buffered: true })
    })()`,
  })
  return async () => Number(await page.evaluate("window.__layoutShift"))
}

/**
 * Waits until no finite animation or transition is running, so axe never measures colours half-way
 * through a fade (contrast) or a modal before it counts as visible. Infinite ones (spinners) are ignored.
 * A string, not a function, so the root tsconfig needs no DOM types.
 */
const settleAnimations = async (page: Page): Promise<void> => {
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  ).then(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))`)
}

/** One block per violation: id, impact, help, then every offending element's selector and why. */
export const formatViolations = (violations: AxeResults["violations"]): string =>
  violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const target = node.target
          .map((part) => (typeof part === "string" ? part : part.join(" >>> ")))
          .join(" → ")
        const why = (node.failureSummary ?? "")
          .split("\n")
          .filter((line) => line.trim() !== "")
          .map((line) => `        ${line.trim()}`)
        return [`    - ${target}`, ...why].join("\n")
      })
      return [
        `  ${violation.id} (${violation.impact ?? "no impact given"}): ${violation.help}`,
        `    ${violation.helpUrl}`,
        ...nodes,
      ].join("\n")
    })
    .join("\n")

/** The themes of mock servers a spec starts itself (installable-app.spec.ts), by origin. */
const ownServerThemes = new Map<string, string>()

/** Tells the accessibility figures which theme a server the spec started itself serves. */
export const recordOwnServerTheme = (origin: string, themeId: string): void => {
  ownServerThemes.set(origin, themeId)
}

/** The theme of the mock server an address is on (servers.ts, or one a spec started), by its origin. */
const themeOf = (url: string): string => {
  const origin = new URL(url).origin
  const servers = serversFor(test.info().parallelIndex)
  const server = serverDefinitions.find((definition) => servers[definition.name] === origin)
  return server?.env.MOCK_THEME ?? ownServerThemes.get(origin) ?? "unknown"
}

/** What the run's figures keep of one axe check (axe-run/): where, in what language and size, and found. */
const axeCheckOf = async (page: Page, results: AxeResults): Promise<AxeCheck> => {
  const size = page.viewportSize()
  return {
    page: pageOf(new URL(results.url).pathname),
    language: (await page.locator("html").getAttribute("lang")) ?? "unknown",
    theme: themeOf(results.url),
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    violations: results.violations.length,
    rules: [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map(
      (rule) => rule.id,
    ),
  }
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is now and fails with a readable list of violations.
 * Call it on every page state a test visits: `await expectAccessible(page, "dashboard, help modal open")`.
 *
 * With a modal open (the page behind it is inert while it is open), axe cannot tell that the dialog is
 * all a keyboard or screen-reader user reaches; so this also checks what makes that so: the modal has an
 * accessible name and holds the focus. Use
 * `expectFocusTrapped` once per modal to check that Tab cannot leave it.
 */
export const expectAccessible = async (page: Page, label: string): Promise<void> => {
  await test.step(`accessibility: ${label}`, async () => {
    await page.waitForLoadState("load")
    await settleAnimations(page)
    const modal = openModals(page)
    if ((await modal.count()) > 0) {
      const top = modal.last()
      await expect(top, `the open modal has an accessible name (${label})`).toHaveAccessibleName(/\S/)
      // The document's active element, not :focus-within, which does not reach out of a frame: the focus
      // may be in a page the modal frames (the kiosk's card page puts it in its first field).
      await expect
        .poll(() => top.evaluate((modal) => modal.contains(modal.ownerDocument.activeElement)), {
          message: `the focus is inside the open modal (${label})`,
        })
        .toBe(true)
    }
    const results = await runAxe(page, wcagTags)
    await test.info().attach(`axe ${label}.json`, {
      body: JSON.stringify({ url: results.url, violations: results.violations }, null, 2),
      contentType: "application/json",
    })
    await test.info().attach(axeCheckAttachment, {
      body: JSON.stringify(await axeCheckOf(page, results)),
      contentType: "application/json",
    })
    if (results.violations.length > 0) {
      throw new Error(
        `axe found ${results.violations.length} accessibility violation(s) on "${label}" (${page.url()}):\n` +
          formatViolations(results.violations),
      )
    }
  })
}

/**
 * Presses Tab (and then Shift+Tab) a number of times and checks after each press that the focus is still
 * inside the open modal. Leaves the focus where the presses took it.
 */
export const expectFocusTrapped = async (page: Page, presses = 8): Promise<void> => {
  await test.step("focus stays inside the modal", async () => {
    const modal = openModals(page).last()
    await expect(modal).toBeVisible()
    const focusInside = modal.and(page.locator(":focus-within"))
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let press = 1; press <= presses; press += 1) {
        await page.keyboard.press(key)
        await expect(focusInside, `focus inside the modal after ${key} × ${press}`).toHaveCount(1)
      }
    }
  })
}

/**
 * Makes the page draw every frame `lateBy` ms late, as a loaded phone or CI machine does: what Ark and
 * the app put off to the next frame (a dialog's focus trap, an exit) comes after the customer's next key.
 * Call before the page loads.
 */
export const drawFramesLate = async (page: Page, lateBy: number): Promise<void> => {
  // A script of text: the tests compile without the DOM's types, and this runs in the page.
  await page.addInitScript({
    content: `(() => {
      const drawFrame = window.requestAnimationFrame.bind(window)
      const cancelFrame = window.cancelAnimationFrame.bind(window)
      const late = new Map()
      let next = 0
      window.requestAnimationFrame = (callback) => {
        next += 1
        const id = next
        late.set(id, { timer: window.setTimeout(() => late.set(id, { frame: drawFrame(callback) }), ${lateBy}) })
        return id
      }
      window.cancelAnimationFrame = (id) => {
        const pending = late.get(id)
        if (pending?.timer !== undefined) window.clearTimeout(pending.timer)
        if (pending?.frame !== undefined) cancelFrame(pending.frame)
        late.delete(id)
      }
    })()`,
  })
}

// ----------------------------------------------------------------------------------------------------
// Signing in

/** The Home page's sign-in form, in each language (regular expressions allow a typographic apostrophe). */
const signInTexts = {
  en: { username: /^Username\b/, password: /^Password\b/, submit: /^Sign in$/ },
  fr: { username: /^Nom d['’]utilisateur\b/, password: /^Mot de passe\b/, submit: /^Se connecter$/ },
} as const satisfies Record<Lang, Readonly<Record<string, RegExp>>>

const eitherLanguage = (key: keyof (typeof signInTexts)["en"]): RegExp =>
  new RegExp(`${signInTexts.en[key].source}|${signInTexts.fr[key].source}`)

export interface SignInOptions {
  /**
   * The form's language. When given, the labels must be in it (and the home page opened is `/` or `/fr`);
   * otherwise either language's labels are accepted.
   */
  readonly lang?: Lang
  /** Open the home page first (default true); false to use the form already on screen. */
  readonly open?: boolean
  /** Move with Tab, type, and submit with Enter, as a keyboard-only user would (default false). */
  readonly keyboard?: boolean
}

export interface SignInForm {
  readonly username: Locator
  readonly password: Locator
  readonly submit: Locator
}

/** The sign-in form's fields and button, by their accessible names. */
export const signInForm = (page: Page, lang?: Lang): SignInForm => {
  const text = (key: keyof (typeof signInTexts)["en"]) =>
    lang === undefined ? eitherLanguage(key) : signInTexts[lang][key]
  // Only inputs: a "show password" toggle labelled with the word must not match.
  const input = (key: "username" | "password") => page.locator("input").and(page.getByLabel(text(key)))
  return {
    username: input("username"),
    password: input("password"),
    submit: page.getByRole("button", { name: text("submit") }),
  }
}

const tabTo = async (page: Page, target: Locator, what: string): Promise<void> => {
  const focused = target.and(page.locator(":focus"))
  for (let press = 0; press < 40; press += 1) {
    if ((await focused.count()) > 0) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached the ${what} field`)
}

/** Opens the home page (unless `open: false`) and fills the sign-in form; does not submit. */
export const fillSignInForm = async (
  page: Page,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<SignInForm> => {
  if (options.open !== false) await page.goto(options.lang === "fr" ? "/fr" : "/")
  const form = signInForm(page, options.lang)
  await expect(form.username).toBeVisible()
  if (options.keyboard === true) {
    await tabTo(page, form.username, "username")
    await page.keyboard.type(username)
    await tabTo(page, form.password, "password")
    await page.keyboard.type(password)
  } else {
    await form.username.fill(username)
    await form.password.fill(password)
  }
  return form
}

/**
 * Signs in through the Home page's form and waits for the dashboard (a URL containing /dashboard).
 * For outcomes other than the dashboard (invalid, locked, robot check, new password), use
 * `fillSignInForm` and submit yourself.
 */
export const signIn = async (
  page: Page,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<void> => {
  await test.step(`sign in as ${username}${options.keyboard === true ? " by keyboard" : ""}`, async () => {
    const form = await fillSignInForm(page, username, password, options)
    // The robot check may keep the button disabled for a moment; a click waits for it, Enter does not.
    await expect(form.submit).toBeEnabled()
    if (options.keyboard === true) await page.keyboard.press("Enter")
    else await form.submit.click()
    await page.waitForURL((url) => url.pathname.includes("/dashboard"))
  })
}

// ----------------------------------------------------------------------------------------------------
// Helpers the feature specs share

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard-only user would;
 * fails after `limit` presses.
 */
export const focusByTab = async (
  page: Page,
  target: Locator,
  what: string,
  options: { readonly backwards?: boolean; readonly limit?: number } = {},
): Promise<void> => {
  const focused = target.and(page.locator(":focus"))
  const limit = options.limit ?? 40
  // A customer tabs through the page they see: while its code is still on its way (the outline
  // index.html paints first, with nothing to focus), presses would go nowhere and count against the limit.
  await expect(target.first()).toBeAttached()
  for (let press = 0; press < limit; press += 1) {
    if ((await focused.count()) > 0) return
    await page.keyboard.press(options.backwards === true ? "Shift+Tab" : "Tab")
  }
  if ((await focused.count()) > 0) return
  throw new Error(`${options.backwards === true ? "Shift+Tab" : "Tab"} never reached ${what}`)
}

/** The path of a request to the mock's provider API ("/api/refreshtoken"), or undefined for any other. */
export const apiPathOf = (url: string): string | undefined => {
  const { pathname } = new URL(url)
  return pathname.startsWith("/api/") ? pathname : undefined
}

/** The dashboard's system-message dialog (an Ark dialog named "Message from {provider}"). */
/**
 * Records every address the app asks the browser for — in-app moves (history.pushState/replaceState) as
 * well as page loads — before the page starts. For links to pages a later issue builds: the catch-all
 * route sends the customer home at once, so the address never settles, but the app must still ask for it.
 */
export const watchAddressesAsked = async (page: Page): Promise<() => Promise<ReadonlyArray<string>>> => {
  // A script of text: the tests compile without the DOM's types, and this runs in the page.
  await page.addInitScript({
    content: `(() => {
      const asked = JSON.parse(sessionStorage.getItem("e2e.asked") ?? "[]")
      const remember = (url) => {
        if (url === null || url === undefined) return
        const { pathname, search } = new URL(String(url), location.href)
        asked.push(pathname + search)
        sessionStorage.setItem("e2e.asked", JSON.stringify(asked))
      }
      remember(location.href)
      for (const name of ["pushState", "replaceState"]) {
        const original = history[name].bind(history)
        history[name] = (data, unused, url) => {
          remember(url)
          original(data, unused, url)
        }
      }
    })()`,
  })
  return async () => {
    const asked: unknown = JSON.parse(await page.evaluate('sessionStorage.getItem("e2e.asked") ?? "[]"'))
    return Array.isArray(asked) ? asked.filter((entry) => typeof entry === "string") : []
  }
}

export const systemMessageDialog = (page: Page): Locator =>
  page.getByRole("dialog", { name: /^(Message from|Message de) / })

/**
 * Waits until the dashboard's system message shows; returns its dialog. Its code is asked for
 * only once the message has arrived, and evaluated and drawn after the dashboard: on a loaded CI machine
 * that can take longer than Playwright's default wait.
 */
export const expectSystemMessageShown = async (page: Page): Promise<Locator> => {
  const dialog = systemMessageDialog(page)
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  return dialog
}

/**
 * Answers the dashboard's system message with its "no" button (e.g. "Not now", "Plus tard") and waits
 * until it has closed and the dismissal reached the API, so later steps see the page behind it.
 */
export const dismissSystemMessage = async (page: Page, noLabel: string): Promise<void> => {
  await test.step(`dismiss the system message (${noLabel})`, async () => {
    const dialog = await expectSystemMessageShown(page)
    const dismissed = page.waitForResponse(
      (response) => apiPathOf(response.url()) === "/api/systemmessage/dismiss",
    )
    await dialog.getByRole("button", { name: noLabel, exact: true }).click()
    await dismissed
    await expect(dialog).toHaveCount(0)
  })
}

// ----------------------------------------------------------------------------------------------------
// The session countdown, for tests that drive the page's clock (page.clock.install() before signing in)

/**
 * Starts watching for the idle modal's code (a lazily loaded chunk), before signing in; the returned
 * function waits until it has arrived and had a moment to mount. Fast-forwarding the clock before it
 * mounts would count the jump as time the customer was active (idle starts as "not idle", spec §4).
 * When the chunk does not come within 10 s (the page had it already), it goes on.
 */
export const watchIdleModalLoad = (page: Page): (() => Promise<void>) => {
  const idleModalCode = builtFile("src/chrome/idle-modal.tsx")
  const loaded = page
    .waitForResponse((response) => new URL(response.url()).pathname === idleModalCode, { timeout: 10_000 })
    .catch(() => undefined)
  return async () => {
    await loaded
    await page.waitForTimeout(300)
  }
}

/**
 * Resolves once the page's idle countdown has ticked: its first tick with the end near (a session of the
 * `shortTokens` server) asks for the idle dialog's code. A countdown mounts with the idle modal's own
 * chunk, after the page shows, and counts its mount as the customer's latest activity; a clock
 * fast-forwarded before that mount would find the customer active and renew instead of warning.
 */
export const watchCountdownStart = (page: Page): Promise<unknown> => {
  const idleDialogCode = builtFile("src/chrome/idle-dialog.tsx")
  return page.waitForResponse((response) => new URL(response.url()).pathname === idleDialogCode, {
    timeout: 10_000,
  })
}

/**
 * Milliseconds left on the session countdown (spec §4: expires_in − time since the token arrived − 5 s),
 * from the stored token and the page's (fake) clock.
 */
export const sessionTimeLeft = async (page: Page): Promise<number> => {
  const left = await page.evaluate(`(() => {
    const session = JSON.parse(localStorage.getItem("billpath.session") ?? "null")
    const receivedAt = Number(localStorage.getItem("billpath.session.receivedAt"))
    if (session === null || !(receivedAt > 0)) return null
    return session.token.expires_in * 1000 - (Date.now() - receivedAt) - 5000
  })()`)
  if (typeof left !== "number") throw new Error("no stored session to read the countdown from")
  return left
}

/** Fast-forwards the page's clock until `left` ms of the session countdown remain. */
export const fastForwardUntilTimeLeft = async (page: Page, left: number): Promise<void> => {
  const now = await sessionTimeLeft(page)
  if (now > left) await page.clock.fastForward(Math.ceil(now - left))
}

/**
 * Checks that a field is marked invalid and points at an element holding `message` (aria-errormessage
 * or aria-describedby), so a screen reader announces which field the error belongs to.
 */
export const expectFieldError = async (field: Locator, message: string): Promise<void> => {
  await expect(field).toHaveAttribute("aria-invalid", "true")
  const page = field.page()
  await expect
    .poll(
      async () => {
        const ids = [
          await field.getAttribute("aria-errormessage"),
          await field.getAttribute("aria-describedby"),
        ]
          .flatMap((value) => (value ?? "").split(/\s+/))
          .filter((id) => id !== "")
        const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).allInnerTexts()))
        return texts.flat().join(" ").replace(/\s+/g, " ")
      },
      { message: "the text of the elements the field's aria-errormessage / aria-describedby name" },
    )
    .toContain(message)
}

/** The sign-in code the mock e-mailed last to this username (GET /__mock/outbox), on this worker's server or `site`. */
export const lastCodeOf = async (page: Page, username: string, site = ""): Promise<string> => {
  const answer = await page.request.get(`${site}/__mock/outbox`)
  expect(answer.ok()).toBe(true)
  const outbox: unknown = await answer.json()
  const items: unknown = typeof outbox === "object" && outbox !== null ? Reflect.get(outbox, "items") : []
  const mails = Array.isArray(items) ? items : []
  const codes = mails
    .filter((mail: unknown) => typeof mail === "object" && mail !== null)
    .filter((mail: object) => Reflect.get(mail, "username") === username)
    .map((mail: object) => Reflect.get(mail, "code"))
    .filter((code: unknown): code is string => typeof code === "string")
  const code = codes.at(-1)
  expect(code, `a sign-in code e-mailed to ${username}`).toMatch(/^[0-9]{6}$/u)
  return String(code)
}

/** The folder E2E_SHOTS_DIR names, where a run saves screenshots for a person to look at; unset, none are taken. */
export const shotsDirectory = process.env.E2E_SHOTS_DIR

/** Saves a screenshot of the page as `<name>.png` in the shots folder, when there is one; it asserts nothing. */
export const shoot = async (page: Page, name: string, { fullPage = true } = {}): Promise<void> => {
  if (shotsDirectory !== undefined)
    await page.screenshot({ path: join(shotsDirectory, `${name}.png`), fullPage })
}

/** Holds the bill's PDF until the returned function is called, so what the button says meanwhile shows. */
export const holdBillDownload = async (page: Page): Promise<() => void> => {
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route("**/api/bills/download*", async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}
