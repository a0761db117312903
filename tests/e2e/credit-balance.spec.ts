/**
 * Money is never lost: Carla pays more than her $212.40 on the hosted card page, and the
 * portal shows the rest as a credit — in both languages, not owed, not past due, with nothing asking for
 * a payment; the card page states the per-payment ceiling and refuses an amount above it.
 */
import { expect, type Page, personas, signIn, test } from "./fixtures.ts"

const payOnCardPage = async (page: Page, amount: string): Promise<number> => {
  await page.getByLabel("Name on card").fill("Carla Nguyen")
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.locator("#expiry").fill("12/30")
  await page.locator("#cvc").fill("123")
  await page.getByLabel("Amount (USD)").fill(amount)
  const answer = page.waitForResponse((response) => response.request().method() === "POST")
  await page.getByRole("button", { name: "Pay now" }).click()
  return (await answer).status()
}

test("an overpayment shows as a credit balance, in English and in French", async ({ page }) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  await page.getByRole("button", { name: "Make a payment" }).click()
  await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
  await expect(page.getByText("From $1.00 to $10,000.00 per payment.")).toBeVisible()

  expect(await payOnCardPage(page, "99999.99")).toBe(422)
  await expect(page.getByLabel("Amount (USD)")).toHaveAccessibleDescription(
    "From $1.00 to $10,000.00 per payment. Enter an amount from $1.00 to $10,000.00, with at most two decimals.",
  )
  expect(await payOnCardPage(page, "260.00")).toBe(303)
  await page.waitForURL((url) => !url.pathname.startsWith("/__mock/hosted-payment/"))
  await page.waitForLoadState("networkidle")

  await page.goto("/dashboard")
  const overview = page.getByRole("region", { name: "Account overview" })
  await expect(overview.getByText("Credit balance")).toBeVisible()
  await expect(page.getByTestId("balance")).toHaveText("$47.60")
  await expect(page.getByTestId("payment-status")).toHaveText("You’re all paid up")
  await expect(overview.getByText("You have a credit of $47.60.")).toBeVisible()
  await expect(overview.getByRole("button", { name: "Make a payment" })).toHaveCount(0)
  await expect(page.getByTestId("header-standing")).not.toContainText("overdue")

  await page.goto("/fr/dashboard")
  await expect(
    page.getByRole("region", { name: "Aperçu du compte" }).getByText("Solde créditeur"),
  ).toBeVisible()
  await expect(page.getByTestId("balance")).toHaveText("47,60\u00a0$")
})
