import type { ThemeStyles } from "@billpath/contract"
import type { FastifyInstance } from "fastify"

/** The active theme's styles as CSS variables, for pages that cannot run the app (web/offline.html). */
export const themeStylesheetPath = "/theme/theme.css"

/**
 * The theme's colours, fonts and radii as `--theme-*` variables. The offline page the service worker shows
 * takes its look from here rather than from theme.json: reading theme.json the contract's way needs the app's
 * own code, which that page must not load (docs/decisions/027-installable-app-and-offline.md). The values are
 * safe to write into CSS as they are: the theme's schema allows only colours, lengths and font lists in them.
 */
export const themeStylesheetOf = (styles: ThemeStyles): string => {
  const variables: ReadonlyArray<readonly [string, string]> = [
    ...Object.entries(styles.colors).map(([name, value]) => [name, value] as const),
    ["font-body", styles.fonts.body],
    ["font-heading", styles.fonts.heading],
    ["radius-control", styles.radii.control],
    ["radius-card", styles.radii.card],
  ]
  const kebab = (name: string) => name.replace(/[A-Z]/gu, (letter) => `-${letter.toLowerCase()}`)
  return `:root {\n${variables.map(([name, value]) => `  --theme-${kebab(name)}: ${value};`).join("\n")}\n}\n`
}

export const registerThemeStylesheet = (app: FastifyInstance, styles: ThemeStyles): void => {
  const body = themeStylesheetOf(styles)
  app.get(themeStylesheetPath, (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "no-cache").send(body),
  )
}
