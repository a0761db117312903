import type { ThemeStyles } from "@billpath/contract"
import { type ThemeProblem, themeProblem } from "./theme-problem.ts"

export type ColourName = keyof ThemeStyles["colors"]

/** A pair of theme colours that meet on screen and the WCAG 2.2 AA contrast they need. */
export interface ContrastRequirement {
  readonly foreground: ColourName
  readonly background: ColourName
  readonly minimum: number
  readonly use: string
}

const normalText = 4.5 // WCAG 1.4.3 Contrast (Minimum), text below 18pt
const nonText = 3 // WCAG 1.4.11 Non-text Contrast: focus rings, control borders

export const contrastRequirements: ReadonlyArray<ContrastRequirement> = [
  { foreground: "text", background: "background", minimum: normalText, use: "page text" },
  { foreground: "text", background: "surface", minimum: normalText, use: "text on cards" },
  { foreground: "onPrimary", background: "primary", minimum: normalText, use: "primary button label" },
  { foreground: "mutedText", background: "background", minimum: normalText, use: "secondary page text" },
  { foreground: "mutedText", background: "surface", minimum: normalText, use: "secondary text on cards" },
  // Links and outline buttons are drawn in the primary colour.
  { foreground: "primary", background: "background", minimum: normalText, use: "links on the page" },
  { foreground: "primary", background: "surface", minimum: normalText, use: "links on cards" },
  // Alerts and field errors print their text in these colours on a card.
  { foreground: "error", background: "surface", minimum: normalText, use: "error text" },
  { foreground: "warning", background: "surface", minimum: normalText, use: "warning text" },
  { foreground: "tip", background: "surface", minimum: normalText, use: "tip text" },
  { foreground: "success", background: "surface", minimum: normalText, use: "success text" },
  { foreground: "focus", background: "background", minimum: nonText, use: "focus ring on the page" },
  { foreground: "focus", background: "surface", minimum: nonText, use: "focus ring on cards" },
]

const channel = (hex: string, offset: number): number => {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export const relativeLuminance = (hex: string): number => {
  if (!/^#[0-9a-fA-F]{6}$/u.test(hex)) throw new RangeError(`not a #rrggbb colour: ${hex}`)
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21; the order does not matter. */
export const contrastRatio = (first: string, second: string): number => {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

export interface ContrastCheck extends ContrastRequirement {
  readonly ratio: number
  readonly passes: boolean
}

/** Every required colour pair of a theme with its ratio. */
export const contrastChecks = (styles: ThemeStyles): ReadonlyArray<ContrastCheck> =>
  contrastRequirements.map((requirement) => {
    const ratio = contrastRatio(styles.colors[requirement.foreground], styles.colors[requirement.background])
    return { ...requirement, ratio, passes: ratio >= requirement.minimum }
  })

/** The pairs below their minimum, as problems on the theme's styles.json. */
export const contrastProblems = (id: string, styles: ThemeStyles): ReadonlyArray<ThemeProblem> =>
  contrastChecks(styles)
    .filter((check) => !check.passes)
    .map((check) =>
      themeProblem(
        `${id}/styles.json`,
        `colors.${check.foreground} on colors.${check.background}`,
        `contrast is ${check.ratio.toFixed(2)}:1, below the ${check.minimum}:1 that ${check.use} needs`,
      ),
    )
