/**
 * Lighthouse (issue 11 item 3.1) on every screen of the portal, mobile (Lighthouse's default) and desktop
 * (its desktop preset), with Debian's Chromium started by chrome-launcher.
 *
 * Signed-in screens: Playwright attaches to the same Chrome through its DevTools port and signs in through
 * the form in the browser's default context, so the session (localStorage `billpath.session` and the
 * session cookie `billpath_browser_session`) is there when Lighthouse opens its own tab in that context.
 * Lighthouse then runs with `disableStorageReset` (its reset would sign the customer out), so the bench
 * empties the HTTP cache itself first: every page is measured as a first load either way.
 */
import { chromium } from "@playwright/test"
import { launch } from "chrome-launcher"
import lighthouse, { desktopConfig } from "lighthouse"
import { errorText } from "./checks.ts"
import { chromeFlags, chromePath } from "./chromium.ts"
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

/** Every screen of web/src/routes (the catch-all only sends the visitor home), most looked-at first. */
export const auditedPages: ReadonlyArray<AuditedPage> = [
  { label: "Home (sign-in)", path: "/", signedIn: false },
  { label: "Dashboard", path: "/dashboard", signedIn: true },
  { label: "About", path: "/about", signedIn: false },
  { label: "Site map", path: "/about/site-map", signedIn: false },
  { label: "Feedback", path: "/about/feedback", signedIn: false },
  { label: "Privacy policy", path: "/about/privacy-policy", signedIn: false },
  { label: "Terms of use", path: "/about/terms-of-use", signedIn: false },
  { label: "New password", path: "/account/password-reset", signedIn: true },
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
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const disconnect = onCleanup("Playwright's connection to Chrome", () => browser.close())
      try {
        const context = browser.contexts()[0]
        if (context === undefined) throw new Error("Chrome has no default browser context")

        const signIn = async (): Promise<void> => {
          const page = await context.newPage()
          try {
            await signInThroughForm(page, mock.url)
            const devTools = await context.newCDPSession(page)
            await devTools.send("Network.clearBrowserCache")
            await devTools.detach()
          } finally {
            await page.close()
          }
        }

        const audit = async (page: AuditedPage, preset: Preset): Promise<LighthouseFigures> => {
          // The same starting state for every run: seed data, the system message not yet dismissed.
          await resetMock(mock.url)
          if (page.signedIn) await signIn()
          const result = await lighthouse(
            `${mock.url}${page.path}`,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: [...categoryIds],
              disableStorageReset: page.signedIn,
            },
            preset === "desktop" ? desktopConfig : undefined,
          )
          const read = readLighthouseResult(result?.lhr)
          if (read.kind === "problem") throw new Error(read.problem)
          return read.figures
        }

        for (const page of auditedPages) {
          for (const preset of presets) {
            if (settings.timeLeftMs() < minimumTimeForARunMs * settings.runs) {
              outcomes.push({ kind: "skipped", page, preset, problem: "the bench's time budget ran out" })
              continue
            }
            const started = Date.now()
            try {
              const runs: Array<LighthouseFigures> = []
              const retried: Array<string> = []
              for (let run = 0; run < settings.runs; run += 1) {
                // Under load a trace is sometimes lost (NO_NAVSTART, NO_FCP): Lighthouse says to run again.
                runs.push(
                  await audit(page, preset).catch((error: unknown) => {
                    retried.push(errorText(error))
                    return audit(page, preset)
                  }),
                )
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
        await disconnect()
      }
    } finally {
      await stopChrome()
    }
  } finally {
    await mock.stop()
  }
  return outcomes
}
