import type { ThemeStyles } from "@billpath/contract"
import { type ThemeProblem, themeProblem } from "./theme-problem.ts"

/**
 * The families a theme may name: the generic ones and fonts that come with the systems customers use
 * (Windows, macOS and iOS, Android, Linux desktops). The portal ships no font files
 * (docs/decisions/011-theme-settings-and-fonts.md), so any other name would render only where someone happens
 * to have installed it, and the theme would look different from one customer to the next.
 */
export const systemFontFamilies: ReadonlySet<string> = new Set(
  [
    "serif",
    "sans-serif",
    "monospace",
    "system-ui",
    "ui-sans-serif",
    "ui-serif",
    "-apple-system",
    "BlinkMacSystemFont",
    "Segoe UI",
    "Roboto",
    "Helvetica Neue",
    "Helvetica",
    "Arial",
    "Avenir Next",
    "Avenir",
    "Verdana",
    "Tahoma",
    "Trebuchet MS",
    "Noto Sans",
    "Ubuntu",
    "Cantarell",
    "Liberation Sans",
    "DejaVu Sans",
    "Georgia",
    "Cambria",
    "Times New Roman",
    "Times",
    "Noto Serif",
    "Liberation Serif",
    "DejaVu Serif",
  ].map((family) => family.toLowerCase()),
)

/** The families of a CSS font list, without quotes. */
export const fontFamilies = (stack: string): ReadonlyArray<string> =>
  stack
    .split(",")
    .map((family) => family.trim().replace(/^'(.*)'$/u, "$1"))
    .filter((family) => family !== "")

/** Each family a theme names that is neither generic nor a system font, as a problem on styles.json. */
export const fontProblems = (id: string, styles: ThemeStyles): ReadonlyArray<ThemeProblem> =>
  (["body", "heading"] as const).flatMap((use) =>
    fontFamilies(styles.fonts[use])
      .filter((family) => !systemFontFamilies.has(family.toLowerCase()))
      .map((family) =>
        themeProblem(
          `${id}/styles.json`,
          `fonts.${use}`,
          `names "${family}", which is not a system font; the portal ships no font files`,
        ),
      ),
  )
