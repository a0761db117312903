/**
 * `npm run test:firefox`: one customer journey in Debian's Firefox ESR, which Playwright cannot drive,
 * through puppeteer-core over WebDriver BiDi. Carla signs in, opens her bills, pays her balance on the
 * provider's card page and comes back to the receipt and a paid-up dashboard, with the service worker
 * running as it does for customers. Any uncaught error or console error in the page fails it.
 *
 * It serves web/dist from its own mock server on 127.0.0.1 (E2E_FIRST_PORT + 90, else 18200) and needs
 * /usr/bin/firefox-esr (FIREFOX_PATH overrides); `.ci/run` installs it.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import puppeteer, { type Page } from "puppeteer-core"
import { personas } from "../e2e/personas.ts"
import { mockNow } from "../e2e/servers.ts"

const root = join(import.meta.dirname, "..", "..")
const firefox = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"
const asked = Number(process.env.E2E_FIRST_PORT ?? "")
const port = Number.isInteger(asked) && asked >= 1024 && asked <= 65_000 ? asked + 90 : 18200
const origin = `http://127.0.0.1:${port}`
const shots = join(root, "test-results", "firefox")

const startMock = async (): Promise<ChildProcess> => {
  const server = spawn(join(root, "node_modules", ".bin", "node"), ["mock-server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", MOCK_NOW: mockNow, MOCK_THEME: "" },
    stdio: "ignore",
  })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`${origin}/config.json`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return server
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  server.kill()
  throw new Error(`the mock server did not answer on ${origin} within 10 s`)
}

/** Waits until the page shows the text, anywhere in its body. */
const showsText = (page: Page, text: string) =>
  page.waitForFunction(`document.body.innerText.includes(${JSON.stringify(text)})`, { timeout: 15_000 })

/** Waits until the address's path passes the test (the page's own globals: tsconfig has no DOM types). */
const onPath = (page: Page, test: string) =>
  page.waitForFunction(`location.pathname.${test}`, { timeout: 15_000 })

const clickText = async (page: Page, selector: string, text: string) => {
  const element = await page.waitForSelector(`${selector}::-p-text(${text})`, { timeout: 15_000 })
  if (element === null) throw new Error(`no ${selector} with "${text}"`)
  await element.click()
}

const journey = async (page: Page, problems: Array<string>) => {
  const carla = personas.carla
  const step = async (name: string, run: () => Promise<void>) => {
    process.stdout.write(`firefox: ${name}\n`)
    await run()
    await page.screenshot({ path: join(shots, `${name.replaceAll(" ", "-")}.png`) })
  }
  await step("sign-in page", async () => {
    await page.goto(`${origin}/`)
    await page.waitForSelector("input[autocomplete=username]")
    // The service worker takes the next loads, as it does for a returning customer.
    await page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    // A few loads, as a dropped image request in the worker shows only now and then.
    for (let load = 0; load < 3; load += 1) {
      await page.reload()
      await page.waitForSelector("input[autocomplete=username]")
    }
  })
  await step("dashboard", async () => {
    await page.type("input[autocomplete=username]", carla.username)
    await page.type("input[autocomplete=current-password]", carla.password)
    await page.click("button[type=submit]")
    await page.waitForSelector("[data-testid=balance]::-p-text($212.40)", { timeout: 15_000 })
  })
  await step("bills and payments", async () => {
    await clickText(page, "a", "See all in Billing")
    await onPath(page, `endsWith("/billing/bill-payment-history")`)
    await page.waitForSelector("table tbody tr")
    await page.goBack()
    await page.waitForSelector("[data-testid=balance]")
  })
  await step("card page", async () => {
    await clickText(page, "button", "Make a payment")
    await onPath(page, `startsWith("/__mock/hosted-payment/")`)
    await page.type("#cardholder", "Carla Nguyen")
    await page.type("#cardNumber", "4242 4242 4242 4242")
    await page.type("#expiry", "12/30")
    await page.type("#cvc", "123")
  })
  await step("receipt", async () => {
    await clickText(page, "button", "Pay now")
    await onPath(page, `endsWith("/payment-receipt")`)
    await page.waitForSelector("[data-testid=receipt-amount]::-p-text($212.40)", { timeout: 15_000 })
  })
  await step("paid-up dashboard", async () => {
    await clickText(page, "a", "Continue to my account")
    await page.waitForSelector("[data-testid=balance]::-p-text($0.00)", { timeout: 15_000 })
    await showsText(page, "$212.40")
  })
  if (problems.length > 0) throw new Error(`the page reported problems:\n${problems.join("\n")}`)
}

if (!existsSync(join(root, "web", "dist", "index.html"))) {
  throw new Error("web/dist is missing: run `npm run build` first")
}
if (!existsSync(firefox)) {
  throw new Error(`${firefox} is missing: install Debian's firefox-esr (apt-get install firefox-esr)`)
}
mkdirSync(shots, { recursive: true })
const server = await startMock()
const browser = await puppeteer.launch({ browser: "firefox", executablePath: firefox, headless: true })
try {
  const page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 800 })
  const problems: Array<string> = []
  page.on("pageerror", (error) => problems.push(`uncaught: ${String(error)}`))
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`)
  })
  await journey(page, problems)
  process.stdout.write("firefox: the journey passed\n")
} finally {
  await browser.close()
  server.kill()
}
