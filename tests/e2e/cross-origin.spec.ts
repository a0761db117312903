/**
 * The portal in front of an API on another origin, as a provider deploys it: `npm run serve:portal` on one
 * port with its apiRoot on the other, where the mock runs with `--cors-origin` naming the portal. A
 * customer signs in, sees the dashboard, pays on the card page (the API's origin) and comes back to the
 * receipt, in both languages; downloads a bill's PDF and a CSV. The portal's host has no API and no mock
 * tools, and its CSP lets its pages reach the API's origin only. The fixtures fail a test on any CSP
 * violation in the browser.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { expect, type Lang, type Page, personas, signIn, test } from "./fixtures.ts"
import { host, mockNow, ownServerPort } from "./servers.ts"

const root = join(import.meta.dirname, "..", "..")
const projectNode = join(root, "node_modules", ".bin", "node")
const node = existsSync(projectNode) ? projectNode : process.execPath

const texts = {
  en: {
    balance: "Current balance",
    pay: "Make a payment",
    name: "Name on card",
    card: "Card number",
    submit: "Pay now",
    receipt: "Payment receipt",
  },
  fr: {
    balance: "Solde actuel",
    pay: "Effectuer un paiement",
    name: "Nom sur la carte",
    card: "Numéro de carte",
    submit: "Payer maintenant",
    receipt: "Reçu de paiement",
  },
} as const satisfies Record<Lang, unknown>

const started: Array<ChildProcess> = []

/** Starts a server the way its npm script does and waits until it answers `ready`. */
const start = async (script: string, args: ReadonlyArray<string>, ready: string): Promise<void> => {
  const child = spawn(node, [script, ...args], {
    cwd: root,
    // Nothing of the caller's shell leaks in: the mock on the suite's clock, the portal with the demo keys.
    env: {
      PATH: process.env.PATH ?? "",
      HOST: host,
      MOCK_NOW: mockNow,
      CAPTCHA_KEY: "demo-captcha-v3",
      CAPTCHA_KEY_V2: "demo-captcha-v2",
    },
    stdio: ["ignore", "ignore", "pipe"],
  })
  started.push(child)
  let errors = ""
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString()
  })
  for (let tries = 0; tries < 150; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited ${child.exitCode}: ${errors}`)
    const answered = await fetch(ready).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await sleep(200)
  }
  throw new Error(`${script} did not answer ${ready} within 30 s: ${errors}`)
}

let api = ""
let portal = ""

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, workerInfo) => {
  const ports = {
    api: ownServerPort(workerInfo.parallelIndex, "crossOriginApi"),
    portal: ownServerPort(workerInfo.parallelIndex, "crossOriginPortal"),
  }
  api = `http://${host}:${ports.api}`
  portal = `http://${host}:${ports.portal}`
  await start(
    "mock-server/src/main.ts",
    ["--port", String(ports.api), "--cors-origin", portal],
    `${api}/config.json`,
  )
  await start(
    "portal-server/src/main.ts",
    ["--port", String(ports.portal), "--api-root", `${api}/api`],
    `${portal}/config.json`,
  )
})

// Waits for each to exit, so its port is free before the worker's next file starts.
test.afterAll(async () => {
  await Promise.all(
    started.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once("exit", () => resolve())
          child.kill("SIGTERM")
        }),
    ),
  )
})

test.beforeEach(async () => {
  expect((await fetch(`${api}/__mock/reset`, { method: "POST" })).status).toBe(204)
})

const signInAlice = async (page: Page, lang: Lang) => {
  await page.goto(`${portal}${lang === "fr" ? "/fr" : "/"}`)
  await signIn(page, personas.alice.username, personas.alice.password, { lang, open: false })
  expect(new URL(page.url()).origin).toBe(portal)
}

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: Alice signs in on the portal's origin, pays on the API's card page and gets the receipt back`, async ({
    page,
  }) => {
    const apiCalls: Array<string> = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(new URL(request.url()).origin)
    })
    await signInAlice(page, lang)
    await expect(page.getByText(texts[lang].balance).first()).toBeVisible()
    await page.getByRole("button", { name: texts[lang].pay }).click()
    await page.waitForURL((url) => url.origin === api && url.pathname.startsWith("/__mock/hosted-payment/"))
    await page.getByLabel(texts[lang].name).fill("Alice Martin")
    await page.getByLabel(texts[lang].card).fill("4242 4242 4242 4242")
    await page.locator("#expiry").fill("12/30")
    await page.locator("#cvc").fill("123")
    await page.getByRole("button", { name: texts[lang].submit }).click()
    await page.waitForURL((url) => url.origin === portal && url.pathname.endsWith("/payment-receipt"))
    // Spec §4: the receipt is in the customer's preferred language (Alice's is English) whatever the page's.
    await expect(page.getByRole("region", { name: texts.en.receipt })).toContainText(
      personas.alice.accountNumber,
    )
    // Every API call went to the API's origin; none to the portal's.
    expect(apiCalls.length).toBeGreaterThan(0)
    expect(new Set(apiCalls)).toEqual(new Set([api]))
  })
}

test("a bill's PDF and the charges CSV download across origins, named by the API's answer", async ({
  page,
}) => {
  await signInAlice(page, "en")
  await page.goto(`${portal}/billing/bill-payment-history`)
  const latest = page
    .getByRole("table", { name: /^Bills from / })
    .locator("tbody > tr:not([hidden])")
    .first()
  const [month, day, year] = (
    (await latest.locator("td:not([data-area=toggle])").first().textContent()) ?? ""
  )
    .trim()
    .split("/")
  const pdf = page.waitForEvent("download")
  await latest.getByRole("button", { name: /^Download the bill of .+ \(PDF\)$/ }).click()
  // The file name comes from the answer's Content-Disposition, which the API must expose to the portal.
  expect((await pdf).suggestedFilename()).toBe(`${year}-${month}-${day}.pdf`)

  await page.goto(`${portal}/charge-history`)
  await expect(page.getByTestId("charges-status")).toHaveText(/^Showing 1–10 of \d+$/u)
  const csv = page.waitForEvent("download")
  await page.getByRole("button", { name: "Download CSV" }).click()
  expect((await csv).suggestedFilename()).toBe("charges.csv")
})

test("the portal's host answers no API and no mock tools; its CSP names the API's origin", async () => {
  expect((await fetch(`${portal}/api/accounts`)).status).toBe(404)
  expect((await fetch(`${portal}/__mock/reset`, { method: "POST" })).status).toBe(404)
  const home = await fetch(`${portal}/`)
  expect(home.status).toBe(200)
  const policy = home.headers.get("content-security-policy") ?? ""
  expect(policy).toMatch(new RegExp(`connect-src 'self' ${api.replaceAll(".", "\\.")}(;|$)`))
  expect((await (await fetch(`${portal}/config.json`)).json()) as unknown).toMatchObject({
    apiRoot: `${api}/api`,
  })
})
