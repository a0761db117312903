/**
 * Signing in through the Home page's form, as a customer does (the labels and test id the e2e fixtures use:
 * tests/e2e/fixtures.ts), for the sign-in timing and for Lighthouse's signed-in pages.
 */
import { setTimeout as sleep } from "node:timers/promises"
import type { Page } from "@playwright/test"
import { benchPersona } from "./mock.ts"

const waitUntilEnabled = async (page: Page, timeoutMs: number): Promise<void> => {
  const submit = page.getByRole("button", { name: /^Sign in$/ })
  const deadline = Date.now() + timeoutMs
  // The robot check may keep the button disabled for a moment; that wait is not part of the measurement.
  while (!(await submit.isEnabled())) {
    if (Date.now() > deadline) throw new Error("the Sign in button stayed disabled")
    await sleep(20)
  }
}

/**
 * Opens `baseUrl`/, fills the form with the bench persona, presses Sign in and waits until the dashboard's
 * balance is visible. Returns the milliseconds from the press to the balance.
 */
export const signInThroughForm = async (page: Page, baseUrl: string): Promise<number> => {
  await page.goto(`${baseUrl}/`)
  // Only inputs: a "show password" toggle labelled with the word must not match.
  const username = page.locator("input").and(page.getByLabel(/^Username\b/))
  const password = page.locator("input").and(page.getByLabel(/^Password\b/))
  await username.fill(benchPersona.username, { timeout: 20_000 })
  await password.fill(benchPersona.password)
  await waitUntilEnabled(page, 10_000)
  const pressed = performance.now()
  await page.getByRole("button", { name: /^Sign in$/ }).click()
  await page.getByTestId("balance").waitFor({ state: "visible", timeout: 20_000 })
  return performance.now() - pressed
}
