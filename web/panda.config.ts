import { defineConfig } from "@pandacss/dev"
import { semanticTokens, tokens } from "./src/theme/tokens.ts"
import { recipes, slotRecipes } from "./src/ui/recipes/index.ts"

export default defineConfig({
  preflight: true,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: ["./src/**/*.test.{ts,tsx}"],
  outdir: "styled-system",
  jsxFramework: "react",
  strictTokens: false,
  theme: {
    extend: { tokens, semanticTokens, recipes, slotRecipes },
  },
  globalCss: {
    "html, body": {
      bg: "bg.canvas",
      color: "fg.default",
      fontFamily: "body",
      lineHeight: "1.5",
    },
    "h1, h2, h3": { fontFamily: "heading", lineHeight: "1.25" },
    ":focus-visible": { outline: "3px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
    a: { color: "accent.link", textDecoration: "underline" },
  },
})
