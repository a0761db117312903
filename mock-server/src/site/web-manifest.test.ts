import { WebManifest, webManifestPath } from "@billpath/contract"
import { loadTheme, pngSize, themeIds } from "@billpath/themes"
import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { startTestServer } from "../testing/mock-server.ts"

const decodeManifest = Schema.decodeUnknownSync(WebManifest)

describe.each(themeIds())("the installable app's manifest with %s", (themeId) => {
  test("is a valid manifest that names the theme's provider and uses its colours", async () => {
    const { app } = await startTestServer({ themeId })
    const answer = await app.inject({ method: "GET", url: webManifestPath })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers["content-type"]).toMatch(/^application\/manifest\+json/u)
    const manifest = decodeManifest(answer.json())
    const loaded = await loadTheme(themeId)
    if (!loaded.ok) throw new Error(`theme ${themeId} does not load`)
    expect(manifest).toMatchObject({
      name: loaded.theme.text.en.providerName,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: loaded.theme.styles.colors.primary,
      background_color: loaded.theme.styles.colors.background,
    })
  })

  test("offers 192 and 512 pixel icons and a maskable one, each a PNG of the size it states", async () => {
    const { app } = await startTestServer({ themeId })
    const manifest = decodeManifest((await app.inject({ method: "GET", url: webManifestPath })).json())
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ])
    for (const icon of manifest.icons) {
      const image = await app.inject({ method: "GET", url: icon.src })
      expect(image.statusCode, icon.src).toBe(200)
      expect(image.headers["content-type"], icon.src).toBe("image/png")
      const size = pngSize(image.rawPayload)
      expect(size && `${size.width}x${size.height}`, icon.src).toBe(icon.sizes)
    }
  })
})
