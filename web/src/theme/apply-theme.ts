import type { ThemeStyles } from "@billpath/contract"

const kebab = (name: string): string => name.replace(/[A-Z]/gu, (letter) => `-${letter.toLowerCase()}`)

/**
 * Puts the provider's colours, fonts and radii into the CSS variables behind the Panda semantic tokens
 * (tokens.ts): `--bp-muted-text`, `--bp-font-body`, `--bp-radius-card`. Set through the CSSOM, which the
 * no-inline-script CSP allows.
 */
export const applyThemeStyles = (styles: ThemeStyles, root: HTMLElement = document.documentElement): void => {
  for (const [prefix, group] of [
    ["", styles.colors],
    ["font-", styles.fonts],
    ["radius-", styles.radii],
  ] as const) {
    for (const [name, value] of Object.entries(group))
      root.style.setProperty(`--bp-${prefix}${kebab(name)}`, value)
  }
}
