/**
 * index.html asks for the documents start-up reads (config.json, the theme, the language list, the
 * English texts) with the page. A preload the app's own fetch does not reuse would cost a second
 * download of each; this holds every one to exactly one request, and the page to working.
 */
import { loadedFiles, type Manifest } from "../../scripts/size-report.ts"
import { builtFile, builtFileRequest, builtManifest, routeComponent } from "./built-files.ts"
import { expect, fillSignInForm, type Page, personas, signIn, test } from "./fixtures.ts"

const preloaded = ["/config.json", "/theme/theme.json", "/language/Portal", "/language/Portal/en"]

test("each start-up document is fetched once: the preload is the one start-up uses", async ({ page }) => {
  const asked = new Map<string, number>()
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1)
  })
  const warnings: Array<string> = []
  page.on("console", (message) => {
    if (/preload/iu.test(message.text())) warnings.push(message.text())
  })
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(Object.fromEntries(preloaded.map((path) => [path, asked.get(path) ?? 0]))).toEqual(
    Object.fromEntries(preloaded.map((path) => [path, 1])),
  )
  expect(warnings).toEqual([])
})

/** The built chunk of a module, as the manifest names it, with the chunks it imports statically. */
const chunksOf = (manifest: Manifest, module: string): ReadonlyArray<string> =>
  loadedFiles(manifest, [module])
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/${file}`)

/** Counts the requests of a page by path from now on. */
const countRequests = (page: Page): Map<string, number> => {
  const asked = new Map<string, number>()
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1)
  })
  return asked
}

/**
 * The sign-in page's own chunks: not those every page loads at start-up (the entry and its imports), nor
 * parts another screen shares with it (a form's field limits).
 */
const signInChunks = () => {
  const manifest = builtManifest()
  const signInPage = routeComponent("index.tsx")
  const otherScreens = Object.keys(manifest).filter(
    (key) => key.endsWith("?tsr-split=component") && key !== signInPage,
  )
  const shared = new Set(["index.html", ...otherScreens].flatMap((module) => chunksOf(manifest, module)))
  return chunksOf(manifest, signInPage).filter((chunk) => !shared.has(chunk))
}

test("another page does not fetch the sign-in page's code", async ({ page }) => {
  const chunks = signInChunks()
  expect(chunks.length).toBeGreaterThan(0)
  const asked = countRequests(page)
  await page.goto("/about")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(chunks.filter((chunk) => asked.has(chunk))).toEqual([])
})

test("while the app's code is on its way, the outline of the page shows, hidden from screen readers; the first screen replaces it", async ({
  page,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(builtFileRequest("index.html"), async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/", { waitUntil: "commit" })
  const outline = page.locator(".boot-placeholder")
  await expect(outline).toBeVisible()
  await expect(outline).toHaveAttribute("aria-hidden", "true")
  await expect(page.getByRole("heading")).toHaveCount(0)
  release()
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  await expect(outline).toHaveCount(0)
})

test("the browser asks for the app's code after the stylesheet and the start-up documents", async ({
  page,
}) => {
  // The outline paints once the stylesheet is in; the code, needed only after the documents, waits its turn.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  const priorities = new Map<string, string>()
  cdp.on("Network.requestWillBeSent", (event) => {
    priorities.set(new URL(event.request.url).pathname, event.request.initialPriority)
  })
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  const entry = builtManifest()["index.html"]
  expect(entry?.css?.length).toBe(1)
  expect(priorities.get(builtFile("index.html"))).toBe("Low")
  expect(priorities.get(`/${entry?.css?.[0] ?? ""}`)).toBe("VeryHigh")
  for (const document of preloaded) expect(priorities.get(document), document).toBe("High")
})

test("the outline stays until the first screen is there: no moment with neither", async ({ page }) => {
  const states: Array<string> = []
  await page.exposeFunction("reportOutlineState", (state: string) => {
    if (states.at(-1) !== state) states.push(state)
  })
  // Checked after every change to the page (a mutation observer runs before the browser paints again),
  // from the moment the parser has put the outline in: the first screen is drawn in the background, and
  // the outline must not go before it comes. A string: the spec's TypeScript has no DOM types.
  await page.addInitScript(`
    let outlineSeen = false
    new MutationObserver(() => {
      const outline = document.getElementById("boot-outline") !== null
      const screen = (document.getElementById("root")?.childElementCount ?? 0) > 0
      outlineSeen ||= outline
      if (outlineSeen) globalThis.reportOutlineState((outline ? "outline" : "-") + " " + (screen ? "screen" : "-"))
    }).observe(document, { childList: true, subtree: true })
  `)
  for (const path of ["/", "/fr/about"]) {
    states.length = 0
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect.poll(() => states.at(-1)).toBe("- screen")
    expect(states, path).toEqual(["outline -", "- screen"])
  }
})

test("a signed-in page's code is asked for beside its texts, not after them", async ({ page }) => {
  await signIn(page, personas.carla.username, personas.carla.password)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(builtFileRequest("src/i18n/screen-texts/en-screens.ts"), async (route) => {
    await held
    await route.continue()
  })
  const screenCode = page.waitForRequest(
    builtFileRequest(routeComponent("billing/bill-payment-history.tsx")),
    { timeout: 10_000 },
  )
  await page.goto("/billing/bill-payment-history")
  // Asked for while the texts are still held back.
  await screenCode
  release()
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible()
})

test("the sign-in page paints and takes input before the contract's codec (Effect) has loaded, and signs in once it has", async ({
  page,
}) => {
  const manifest = builtManifest()
  // The API client's own files, beyond what the sign-in page loads itself: the codec and Effect.
  const signInPage = new Set(
    ["index.html", "src/i18n/en/index.ts", routeComponent("index.tsx")].flatMap((module) =>
      chunksOf(manifest, module),
    ),
  )
  const codec = chunksOf(manifest, "src/api/client.ts").filter((chunk) => !signInPage.has(chunk))
  expect(codec.length).toBeGreaterThan(0)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const asked = new Set<string>()
  await page.route(
    (url) => codec.includes(url.pathname),
    async (route) => {
      asked.add(new URL(route.request().url()).pathname)
      await held
      await route.continue()
    },
  )
  const form = await fillSignInForm(page, personas.carla.username, personas.carla.password)
  await expect(form.username).toHaveValue(personas.carla.username)
  await expect(form.password).toHaveValue(personas.carla.password)
  release()
  await expect(form.submit).toBeEnabled()
  await form.submit.click()
  await page.waitForURL((url) => url.pathname.includes("/dashboard"))
  expect([...asked].sort()).toEqual([...codec].sort())
})
