/**
 * Lighthouse on every screen of the portal, mobile (Lighthouse's default) and desktop
 * (its desktop preset), with Debian's Chromium started by chrome-launcher.
 *
 * Signed-in screens: Playwright attaches to the same Chrome through its DevTools port, signs in through the
 * form in the browser's default context and detaches; the session (localStorage `billpath.session` and the
 * session cookie `billpath_browser_session`) is then there when Lighthouse opens its own tab in that context.
 * Lighthouse runs with `disableStorageReset`, so it clears nothing, and the bench empties the HTTP cache.
 * Signed-out screens: Lighthouse clears all of the origin's storage (cookies and localStorage included) and
 * the HTTP cache. Every page is measured as a first load.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { chromium } from "@playwright/test"
import { launch } from "chrome-launcher"
import lighthouse, { desktopConfig } from "lighthouse"
import { chromeFlags, chromePath } from "../chromium.ts"
import { errorText } from "./checks.ts"
import { onCleanup } from "./cleanup.ts"
import {
  categoryIds,
  type LighthouseFigures,
  medianFigures,
  readLighthouseResult,
} from "./lighthouse-result.ts"
import { resetMock, startMock } from "./mock.ts"
import { signInThroughForm } from "./sign-in-form.ts"

export interface AuditedPage {
  readonly label: string
  readonly path: string
  /** Measured signed in as the bench persona (the page is not public); otherwise signed out. */
  readonly signedIn: boolean
}

/**
 * Every screen of web/src/routes, most looked-at first. Not the routes that only redirect (the catch-all,
 * /account/autopay), nor the payment receipt, which shows only after a payment on the provider's page
 * (without one it continues to the dashboard).
 */
export const auditedPages: ReadonlyArray<AuditedPage> = [
  { label: "Home (sign-in)", path: "/", signedIn: false },
  { label: "Dashboard", path: "/dashboard", signedIn: true },
  { label: "Bills and payments", path: "/billing/bill-payment-history", signedIn: true },
  { label: "Account settings", path: "/account/settings", signedIn: true },
  { label: "About", path: "/about", signedIn: false },
  { label: "Site map", path: "/about/site-map", signedIn: false },
  { label: "Feedback", path: "/about/feedback", signedIn: false },
  { label: "Privacy policy", path: "/about/privacy-policy", signedIn: false },
  { label: "Terms of use", path: "/about/terms-of-use", signedIn: false },
  { label: "New password", path: "/account/password-reset", signedIn: true },
  { label: "Password change", path: "/account/settings/password-reset", signedIn: true },
  { label: "Inactivity log-out", path: "/inactivity-log-out", signedIn: false },
]

export type Preset = "mobile" | "desktop"
export const presets: ReadonlyArray<Preset> = ["mobile", "desktop"]

export type AuditOutcome =
  | {
      readonly kind: "measured"
      readonly page: AuditedPage
      readonly preset: Preset
      readonly runs: number
      /** Why a run had to be repeated, once per repeat. */
      readonly retried: ReadonlyArray<string>
      readonly figures: LighthouseFigures
    }
  | {
      readonly kind: "failed" | "skipped"
      readonly page: AuditedPage
      readonly preset: Preset
      readonly problem: string
    }

export interface LighthouseSettings {
  /** Runs per page and preset; the figures are their medians. */
  readonly runs: number
  /** Milliseconds left in the bench's time budget; a page is skipped when too little is left. */
  readonly timeLeftMs: () => number
  /** Which pages and presets (all unless the command line chose some). */
  readonly pages: ReadonlyArray<AuditedPage>
  readonly presets: ReadonlyArray<Preset>
}

/**
 * Signs in through the form in Chrome's default context, then empties the HTTP cache so the measured load
 * is a first one. Playwright is attached only for this and detached before Lighthouse runs: a second
 * DevTools client attached to every new tab can disturb Lighthouse's trace.
 */
const signIn = async (chromePort: number, baseUrl: string): Promise<void> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  // Closing a browser Playwright connected to only disconnects; Chrome and its default context stay.
  const disconnect = onCleanup("Playwright's connection to Chrome", () => browser.close())
  try {
    const context = browser.contexts()[0]
    if (context === undefined) throw new Error("Chrome has no default browser context")
    const page = await context.newPage()
    try {
      await signInThroughForm(page, baseUrl)
      const devTools = await context.newCDPSession(page)
      await devTools.send("Network.clearBrowserCache")
      await devTools.detach()
    } finally {
      await page.close()
    }
  } finally {
    await disconnect()
  }
}

/**
 * Under load Lighthouse sometimes loses the trace (NO_NAVSTART, twice in a row seen here) and says to run
 * it again: up to `attempts` tries, each failure's reason kept for the file.
 */
const auditWithRepeats = async (
  audit: () => Promise<LighthouseFigures>,
  retried: Array<string>,
  attempts = 3,
): Promise<LighthouseFigures> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit()
    } catch (error) {
      if (attempt >= attempts) throw error
      retried.push(errorText(error))
    }
  }
}

/** A Lighthouse run took 11–30 s on this machine: don't start one that may not finish in the budget. */
const minimumTimeForARunMs = 40_000

export const runLighthouse = async (settings: LighthouseSettings): Promise<ReadonlyArray<AuditOutcome>> => {
  const mock = await startMock("mock server (Lighthouse)")
  const outcomes: Array<AuditOutcome> = []
  try {
    const chrome = await launch({
      chromePath,
      chromeFlags: ["--headless=new", ...chromeFlags],
      handleSIGINT: false,
      logLevel: "error",
    })
    const stopChrome = onCleanup(`Chrome for Lighthouse (pid ${chrome.pid})`, async () => chrome.kill())
    try {
      const audit = async (page: AuditedPage, preset: Preset): Promise<LighthouseFigures> => {
        // The same starting state for every run: seed data, the system message not yet dismissed.
        await resetMock(mock.url)
        if (page.signedIn) await signIn(chrome.port, mock.url)
        const result = await lighthouse(
          `${mock.url}${page.path}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...categoryIds],
            // Lighthouse's own reset empties the HTTP cache but keeps cookies and localStorage (its default
            // clearStorageTypes): "all" makes a signed-out page a first visit even after a signed-in one.
            ...(page.signedIn ? { disableStorageReset: true } : { clearStorageTypes: ["all" as const] }),
          },
          preset === "desktop" ? desktopConfig : undefined,
        )
        // For a closer look at where the time goes (the LCP element, request chains, main-thread work).
        const reports = process.env.BENCH_LIGHTHOUSE_REPORTS
        if (reports !== undefined && reports !== "" && result !== undefined) {
          mkdirSync(reports, { recursive: true })
          const name = `${preset}${page.path.replaceAll("/", "_") || "_"}.json`
          writeFileSync(join(reports, name), JSON.stringify(result.lhr, null, 1))
        }
        const read = readLighthouseResult(result?.lhr)
        if (read.kind === "problem") throw new Error(read.problem)
        return read.figures
      }

      for (const page of settings.pages) {
        for (const preset of settings.presets) {
          if (settings.timeLeftMs() < minimumTimeForARunMs * settings.runs) {
            outcomes.push({ kind: "skipped", page, preset, problem: "the bench's time budget ran out" })
            continue
          }
          const started = Date.now()
          try {
            const runs: Array<LighthouseFigures> = []
            const retried: Array<string> = []
            for (let run = 0; run < settings.runs; run += 1) {
              runs.push(await auditWithRepeats(() => audit(page, preset), retried))
            }
            outcomes.push({
              kind: "measured",
              page,
              preset,
              runs: runs.length,
              retried,
              figures: medianFigures(runs),
            })
            process.stdout.write(
              `  lighthouse ${preset} ${page.path}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
            )
          } catch (error) {
            outcomes.push({ kind: "failed", page, preset, problem: errorText(error) })
            process.stdout.write(`  lighthouse ${preset} ${page.path}: failed (${errorText(error)})\n`)
          }
        }
      }
    } finally {
      await stopChrome()
    }
  } finally {
    await mock.stop()
  }
  return outcomes
}
