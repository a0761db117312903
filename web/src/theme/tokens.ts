// Components name only these tokens, so a provider's palette, fonts and radii reach every part without a
// rebuild; the fallbacks are the built-in theme's, until a provider theme loads.
const themeVariable = (name: string, fallback: string) => ({ value: `var(--bp-${name}, ${fallback})` })

export const tokens = {
  fonts: {
    system: { value: "system-ui, 'Segoe UI', Roboto, Arial, sans-serif" },
  },
}

export const semanticTokens = {
  colors: {
    brand: {
      primary: themeVariable("primary", "#1f4e8c"),
      onPrimary: themeVariable("on-primary", "#ffffff"),
      secondary: themeVariable("secondary", "#5a2d82"),
    },
    bg: {
      canvas: themeVariable("background", "#f4f6f9"),
      surface: themeVariable("surface", "#ffffff"),
    },
    fg: {
      default: themeVariable("text", "#1a1f2b"),
      muted: themeVariable("muted-text", "#4d5566"),
    },
    border: { default: themeVariable("border", "#c9d1dd") },
    status: {
      error: themeVariable("error", "#b3261e"),
      warning: themeVariable("warning", "#8a4b00"),
      tip: themeVariable("tip", "#1f56b8"),
      success: themeVariable("success", "#1b7340"),
    },
    focus: { ring: themeVariable("focus", "#1f4e8c") },
    accent: { link: themeVariable("primary", "#1f4e8c") },
  },
  fonts: {
    body: themeVariable("font-body", "system-ui, 'Segoe UI', Roboto, Arial, sans-serif"),
    heading: themeVariable("font-heading", "system-ui, 'Segoe UI', Roboto, Arial, sans-serif"),
  },
  radii: {
    control: themeVariable("radius-control", "6px"),
    card: themeVariable("radius-card", "12px"),
  },
}

/** Bold in the heading font, so a serif heading face reads as a heading rather than light body text. */
const title = (fontSize: string | { readonly base: string; readonly md: string }, lineHeight: string) => ({
  value: { fontFamily: "heading", fontSize, fontWeight: "700", lineHeight, m: "0" },
})

export const textStyles = {
  title: {
    page: title({ base: "3xl", md: "4xl" }, "1.2"),
    card: title("2xl", "1.25"),
    group: title("xl", "1.3"),
  },
}

/** The only spacing tokens; tests/web-structure/spacing-scale.test.ts finds any room set outside them. */
export const spacingSteps = ["0", "1", "2", "3", "4", "5", "6", "8", "10", "12", "16"] as const
