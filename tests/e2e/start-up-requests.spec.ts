/**
 * index.html asks for the documents start-up reads (config.json, the theme, the language list, the
 * English texts) with the page. A preload the app's own fetch does not reuse would cost a second
 * download of each; this holds every one to exactly one request, and the page to working.
 */
import { readFileSync } from "node:fs"
import { expect, test } from "./fixtures.ts"

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

/** The built chunk of each lazy module every first screen needs (web/start-up-preloads.ts). */
const startUpChunks = (): ReadonlyArray<string> => {
  const manifest: unknown = JSON.parse(
    readFileSync(new URL("../../web/dist/.vite/manifest.json", import.meta.url), "utf8"),
  )
  return ["src/i18n/en/index.ts", "src/routes/{-$lang}/route.tsx?tsr-split=component"].map((module) => {
    const entry =
      typeof manifest === "object" && manifest !== null
        ? Object.getOwnPropertyDescriptor(manifest, module)?.value
        : undefined
    const file = typeof entry === "object" && entry !== null && "file" in entry ? entry.file : undefined
    if (typeof file !== "string") throw new Error(`no chunk for ${module} in the manifest`)
    return `/${file}`
  })
}

test("the English texts and the page layout are asked for by the page itself, each once", async ({
  page,
}) => {
  const chunks = startUpChunks()
  const asked = new Map<string, number>()
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1)
  })
  const response = await page.goto("/")
  const html = (await response?.text()) ?? ""
  // In the HTML, the browser fetches them with the entry script instead of after it has run.
  for (const chunk of chunks) expect(html).toContain(`<link rel="modulepreload" crossorigin href="${chunk}">`)
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(Object.fromEntries(chunks.map((chunk) => [chunk, asked.get(chunk) ?? 0]))).toEqual(
    Object.fromEntries(chunks.map((chunk) => [chunk, 1])),
  )
})
