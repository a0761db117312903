import { defineConfig, definePreset } from "@pandacss/dev"
import pandaPreset from "@pandacss/preset-panda"
import { semanticTokens, spacingSteps, textStyles, tokens } from "./src/theme/tokens.ts"
import { recipes, slotRecipes } from "./src/ui/recipes/index.ts"

// Panda's preset without its palette (every colour is the provider's), spacing steps outside the portal's
// scale, or token groups and animations no style names: each would be a variable in the stylesheet.
const presetTokens = pandaPreset.theme.tokens
const paletteColours = presetTokens.colors
const scaleSpacing = Object.fromEntries(
  Object.entries(presetTokens.spacing).filter(([step]) =>
    spacingSteps.some((scaleStep) => scaleStep === step),
  ),
)
const unnamedGroups = new Set([
  "colors",
  "aspectRatios",
  "easings",
  "durations",
  "fontWeights",
  "lineHeights",
  "letterSpacings",
  "shadows",
  "blurs",
  "sizes",
])
const presetWithoutPalette = definePreset({
  ...pandaPreset,
  name: "billpath-panda",
  theme: {
    ...pandaPreset.theme,
    // The skeleton's pulse is the one animation the portal uses.
    keyframes: { pulse: pandaPreset.theme.keyframes.pulse },
    tokens: {
      ...Object.fromEntries(Object.entries(presetTokens).filter(([name]) => !unnamedGroups.has(name))),
      animations: { pulse: presetTokens.animations.pulse },
      radii: { full: presetTokens.radii.full },
      spacing: scaleSpacing,
      colors: {
        transparent: paletteColours.transparent,
        current: paletteColours.current,
        white: paletteColours.white,
        black: paletteColours.black,
      },
    },
  },
})

export default defineConfig({
  presets: ["@pandacss/preset-base", presetWithoutPalette],
  preflight: true,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: ["./src/**/*.test.{ts,tsx}"],
  outdir: "styled-system",
  jsxFramework: "react",
  // Styles are written with css() and recipes only: a component's props (an icon's `d`) are never styles.
  jsxStyleProps: "none",
  strictTokens: false,
  conditions: {
    extend: {
      // A kiosk's page (session/kiosk-mode.ts marks the document): one column, larger type and targets.
      kiosk: "html[data-kiosk] &",
    },
  },
  theme: {
    extend: { tokens, semanticTokens, textStyles, recipes, slotRecipes },
  },
  globalCss: {
    // Always there, so a page growing past the window does not shift sideways when the bar appears (Windows,
    // Linux); not `scrollbar-gutter: stable`, whose empty strip cuts the header's and footer's colours short.
    html: { overflowY: "scroll" },
    "html, body": {
      bg: "bg.canvas",
      color: "fg.default",
      fontFamily: "body",
      lineHeight: "1.5",
      // Printed pages are black on white whatever the theme: paper, toner, and a faxed or scanned copy.
      _print: { bg: "white", color: "black" },
    },
    "h1, h2, h3": { fontFamily: "heading", lineHeight: "1.25" },
    ":focus-visible": { outline: "3px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
    a: { color: "accent.link", textDecoration: "underline" },
  },
})
