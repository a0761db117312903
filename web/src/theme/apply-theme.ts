import type { ThemeStyles } from "@billpath/contract"

const kebab = (name: string): string => name.replace(/[A-Z]/gu, (letter) => `-${letter.toLowerCase()}`)

/** Into the CSS variables behind the semantic tokens (tokens.ts), through the CSSOM, which the CSP allows. */
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
