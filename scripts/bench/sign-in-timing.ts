/**
 * Sign-in to balance: Playwright drives Chromium through the sign-in form N times, each
 * in a fresh browser context against a freshly reset mock, and times the press of Sign in until the
 * dashboard's balance is visible.
 */
import { chromium } from "@playwright/test"
import { chromeFlags, chromePath } from "../chromium.ts"
import { onCleanup } from "./cleanup.ts"
import { resetMock, startMock } from "./mock.ts"
import { signInThroughForm } from "./sign-in-form.ts"
import { median, percentile } from "./stats.ts"

export interface SignInTiming {
  /** Milliseconds of each counted run, in order. */
  readonly runsMs: ReadonlyArray<number>
  readonly warmupRuns: number
  readonly medianMs: number | undefined
  readonly p95Ms: number | undefined
}

export const runSignInTiming = async (runs: number, warmupRuns = 1): Promise<SignInTiming> => {
  const mock = await startMock("mock server (sign-in timing)")
  try {
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: [...chromeFlags],
      headless: true,
    })
    const closeBrowser = onCleanup("Chromium (sign-in timing)", () => browser.close())
    try {
      const runsMs: Array<number> = []
      for (let run = 0; run < warmupRuns + runs; run += 1) {
        // The same starting state every time: seed data, the system message not yet dismissed.
        await resetMock(mock.url)
        const context = await browser.newContext({ locale: "en-US", timezoneId: "UTC" })
        try {
          const elapsed = await signInThroughForm(await context.newPage(), mock.url)
          if (run >= warmupRuns) runsMs.push(elapsed)
        } finally {
          await context.close()
        }
      }
      return { runsMs, warmupRuns, medianMs: median(runsMs), p95Ms: percentile(runsMs, 0.95) }
    } finally {
      await closeBrowser()
    }
  } finally {
    await mock.stop()
  }
}
