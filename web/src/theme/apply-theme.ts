import type { ThemeStyles } from "@billpath/contract"
import { themeVariableNames } from "./tokens.ts"

/**
 * Puts the provider's colours, fonts and radii into the CSS variables behind the Panda semantic tokens.
 * Set through the CSSOM, which the no-inline-script CSP allows.
 */
export const applyThemeStyles = (styles: ThemeStyles, root: HTMLElement = document.documentElement): void => {
  const values: ReadonlyArray<readonly [string, string]> = [
    [themeVariableNames.primary, styles.colors.primary],
    [themeVariableNames.onPrimary, styles.colors.onPrimary],
    [themeVariableNames.secondary, styles.colors.secondary],
    [themeVariableNames.background, styles.colors.background],
    [themeVariableNames.surface, styles.colors.surface],
    [themeVariableNames.text, styles.colors.text],
    [themeVariableNames.mutedText, styles.colors.mutedText],
    [themeVariableNames.border, styles.colors.border],
    [themeVariableNames.error, styles.colors.error],
    [themeVariableNames.warning, styles.colors.warning],
    [themeVariableNames.tip, styles.colors.tip],
    [themeVariableNames.success, styles.colors.success],
    [themeVariableNames.focus, styles.colors.focus],
    [themeVariableNames.fontBody, styles.fonts.body],
    [themeVariableNames.fontHeading, styles.fonts.heading],
    [themeVariableNames.radiusControl, styles.radii.control],
    [themeVariableNames.radiusCard, styles.radii.card],
  ]
  for (const [name, value] of values) root.style.setProperty(name, value)
}
