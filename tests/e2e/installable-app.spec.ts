/**
 * The portal is an installable app. Its manifest follows the active theme; its service
 * worker keeps the shell and the theme, shows a translated offline page when the server cannot be
 * reached, and never keeps the API's answers.
 *
 * The suite blocks service workers (playwright.config.ts, so that `page.route` and request counts see
 * every request); this file allows them. The offline tests start a mock server of their own, in this
 * process, so they can stop it: the acceptance is a reload with the server gone.
 */
import { type WebManifest as Manifest, WebManifest, webManifestPath } from "@billpath/contract"
import { pngSize } from "@billpath/themes"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { buildMockServer } from "../../mock-server/src/app.ts"
import { runningClock } from "../../mock-server/src/clock.ts"
import { builtFileRequest } from "./built-files.ts"
import {
  expect,
  expectAccessible,
  type Page,
  personas,
  recordOwnServerTheme,
  screenSizes,
  shoot,
  signIn,
  test,
} from "./fixtures.ts"
import { mockNow, ownServerPort } from "./servers.ts"
import { rgb, themeFiles, themes } from "./theme-files.ts"

test.use({ serviceWorkers: "allow" })

const decodeManifest = Schema.decodeUnknownSync(WebManifest)
/** What Cache Storage holds: each kept request's address and, unless an image, its answer's text. */
const decodeKept = Schema.decodeUnknownSync(
  Schema.Array(Schema.Struct({ url: Schema.String, text: Schema.String })),
)

const startOwnServer = async (themeId: string, port: number): Promise<FastifyInstance> => {
  const { app } = await buildMockServer({ themeId, clock: runningClock(new Date(mockNow)) })
  await app.listen({ port, host: "127.0.0.1" })
  recordOwnServerTheme(`http://127.0.0.1:${port}`, themeId)
  return app
}

/** Waits until the service worker is active and controls the page (after a reload, the first load's is not). */
const waitForServiceWorker = async (page: Page): Promise<void> => {
  // Strings, not functions: the suite's TypeScript knows Node's globals, not the browser's.
  await page.evaluate("navigator.serviceWorker.ready.then(() => true)")
  await page.reload()
  await expect
    .poll(async () => String(await page.evaluate("navigator.serviceWorker.controller?.scriptURL ?? ''")))
    .toMatch(/\/sw\.js$/u)
}

const offlineTexts = {
  en: { heading: "We can’t reach the portal right now", retry: "Try again", title: /^You’re offline/u },
  fr: {
    heading: "Impossible de joindre le portail pour le moment",
    retry: "Réessayer",
    title: /^Vous êtes hors ligne/u,
  },
} as const

for (const { server, id } of themes) {
  test.describe(`installable app, ${id}`, () => {
    test.use({ server })

    test("index.html links a valid manifest that matches the theme", async ({ page }) => {
      await page.goto("/")
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", webManifestPath)
      const answer = await page.request.get(webManifestPath)
      expect(answer.ok()).toBe(true)
      const manifest: Manifest = decodeManifest(await answer.json())
      const theme = themeFiles(id)
      expect(manifest).toMatchObject({
        name: theme.text.en.providerName,
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: theme.styles.colors.primary,
        background_color: theme.styles.colors.background,
      })
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
        "192x192 any",
        "512x512 any",
        "512x512 maskable",
      ])
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src)
        expect(image.headers()["content-type"], icon.src).toBe("image/png")
        const size = pngSize(await image.body())
        expect(size && `${size.width}x${size.height}`, icon.src).toBe(icon.sizes)
      }
    })

    test("with the server stopped, a reload shows the offline page in English and in French", async ({
      page,
    }, testInfo) => {
      // Two languages at three screen sizes, each read by axe.
      test.slow()
      const port = ownServerPort(testInfo.parallelIndex, "installableApp")
      const url = `http://127.0.0.1:${port}`
      const app = await startOwnServer(id, port)
      try {
        await page.goto(`${url}/`)
        await waitForServiceWorker(page)
      } finally {
        await app.close()
      }
      const theme = themeFiles(id)
      for (const [lang, path] of [
        ["en", "/"],
        ["fr", "/fr/dashboard"],
      ] as const) {
        if (path === "/") await page.reload()
        else await page.goto(`${url}${path}`)
        const texts = offlineTexts[lang]
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.heading)
        await expect(page.locator("html")).toHaveAttribute("lang", lang)
        await expect(page).toHaveTitle(texts.title)
        // In the provider's colours, from the theme's stylesheet the worker kept.
        await expect(page.locator("body")).toHaveCSS("background-color", rgb(theme.styles.colors.background))
        const retry = page.getByRole("link", { name: texts.retry })
        await expect(retry).toHaveAttribute("href", path)
        await expect(retry).toHaveCSS("background-color", rgb(theme.styles.colors.primary))
        // The provider's icon, kept by the worker.
        await expect(page.locator("img")).toHaveJSProperty("naturalWidth", 192)
        for (const size of screenSizes) {
          await page.setViewportSize(size)
          await expectAccessible(page, `offline page, ${lang}, ${size.width}×${size.height}`)
          await shoot(page, `offline-${id}-${lang}-${size.width}x${size.height}`, { fullPage: false })
        }
        // The keyboard reaches the way back.
        await page.keyboard.press("Tab")
        await expect(retry).toBeFocused()
      }
    })
  })
}

test("the language chosen before decides when the address names none", async ({ page }, testInfo) => {
  const port = ownServerPort(testInfo.parallelIndex, "installableApp")
  const url = `http://127.0.0.1:${port}`
  const app = await startOwnServer("aurora-telecom", port)
  try {
    await page.goto(`${url}/fr`)
    await waitForServiceWorker(page)
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible()
  } finally {
    await app.close()
  }
  await page.goto(`${url}/dashboard`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offlineTexts.fr.heading)
})

test("Cache Storage holds no API answer and nothing of Alice's after she signs in and visits pages", async ({
  page,
}) => {
  const alice = personas.alice
  await page.goto("/")
  await waitForServiceWorker(page)
  await signIn(page, alice.username, alice.password)
  await expect(page.getByText(alice.accountNumber).first()).toBeVisible()
  for (const path of ["/billing/bill-payment-history", "/usage", "/account/settings", "/dashboard"]) {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  }
  const kept = decodeKept(
    JSON.parse(
      String(
        await page.evaluate(`(async () => {
          const entries = []
          for (const name of await caches.keys()) {
            const cache = await caches.open(name)
            for (const request of await cache.keys()) {
              const response = await cache.match(request)
              const type = response?.headers.get("content-type") ?? ""
              entries.push({ url: request.url, text: /image|font/u.test(type) ? "" : await response.text() })
            }
          }
          return JSON.stringify(entries)
        })()`),
      ),
    ),
  )
  // The worker did keep the shell and the theme: the check below is not vacuous.
  // By path: Workbox keys a file without a hash in its name by its revision (`?__WB_REVISION__=…`).
  expect(kept.some((entry) => new URL(entry.url).pathname === "/offline.html")).toBe(true)
  expect(kept.some((entry) => new URL(entry.url).pathname === "/theme/theme.json")).toBe(true)
  expect(
    kept.filter((entry) => new URL(entry.url).pathname.startsWith("/api/")).map((entry) => entry.url),
  ).toEqual([])
  for (const secret of [alice.username, alice.accountNumber, alice.displayName, alice.serviceID]) {
    expect(
      kept.filter((entry) => entry.text.includes(secret)).map((entry) => entry.url),
      `cached answers mentioning ${secret}`,
    ).toEqual([])
  }
})

test.describe("the app open, the API unreachable", () => {
  // The API is cut with page.route, which a service worker would stand in front of.
  test.use({ serviceWorkers: "block" })

  test("the offline page's message shows above the screen, and Try again brings the screen back", async ({
    page,
  }) => {
    const alice = personas.alice
    await page.goto("/")
    await signIn(page, alice.username, alice.password)
    let apiRefused = Promise.withResolvers<void>()
    await page.route("**/api/**", async (route) => {
      await route.abort("internetdisconnected")
      apiRefused.resolve()
    })
    // The notice's code loads after the page; held until a call has failed, it arrives after the news
    // (as on a busy machine, where CI saw no notice at all) and must still show it.
    await page.route(builtFileRequest("src/installable-app/in-app.ts"), async (route) => {
      await apiRefused.promise
      await route.continue()
    })
    for (const [lang, path] of [
      ["en", "/dashboard"],
      ["fr", "/fr/dashboard"],
    ] as const) {
      apiRefused = Promise.withResolvers<void>()
      await page.goto(path)
      const notice = page.getByRole("alert").filter({ hasText: offlineTexts[lang].heading })
      await expect(notice).toBeVisible()
      await expect(notice.getByRole("button", { name: offlineTexts[lang].retry })).toBeVisible()
      await expectAccessible(page, `API unreachable, ${lang}`)
    }
    await page.unroute("**/api/**")
    await page.getByRole("button", { name: offlineTexts.fr.retry }).click()
    await expect(page.getByText(alice.accountNumber).first()).toBeVisible()
    await expect(page.getByRole("alert").filter({ hasText: offlineTexts.fr.heading })).toHaveCount(0)
  })
})
