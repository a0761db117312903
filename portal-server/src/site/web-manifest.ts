import {
  appIconSizes,
  defaultThemeRoot,
  type ProviderTheme,
  WebManifest,
  webManifestPath,
} from "@billpath/contract"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"

const encodeManifest = Schema.encodeSync(WebManifest)

/** The installable app's manifest: one per host, so in English, the default language. */
export const webManifestOf = (theme: ProviderTheme): WebManifest => {
  const icon = (file: string, size: number, purpose: "any" | "maskable") => ({
    src: `${defaultThemeRoot}/images/${file}`,
    sizes: `${size}x${size}`,
    type: "image/png" as const,
    purpose,
  })
  return {
    name: theme.text.en.providerName,
    short_name: theme.text.en.providerName,
    lang: "en",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: theme.styles.colors.primary,
    background_color: theme.styles.colors.background,
    icons: [
      ...appIconSizes.map((size) => icon(`app-icon-${size}.png`, size, "any")),
      icon("app-icon-maskable-512.png", 512, "maskable"),
    ],
  }
}

export const registerWebManifest = (app: FastifyInstance, theme: ProviderTheme): void => {
  // Checked against the schema once, at start: a theme that cannot make a valid manifest stops the server.
  const body = JSON.stringify(encodeManifest(webManifestOf(theme)))
  app.get(webManifestPath, (_request, reply) =>
    reply.type("application/manifest+json; charset=utf-8").header("cache-control", "no-cache").send(body),
  )
}
