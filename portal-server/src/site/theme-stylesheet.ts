import type { ThemeStyles } from "@billpath/contract"
import type { FastifyInstance } from "fastify"

/** The active theme's styles as CSS variables, for pages that cannot run the app (web/offline.html). */
export const themeStylesheetPath = "/theme/theme.css"

/** The styles as `--theme-*` variables for the offline page, which must not load the app's code. */
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
