import type { ProviderTheme, ThemeSiteOverrides } from "@billpath/contract"
import { loadTheme } from "@billpath/themes"

/** A theme that fails its schema stops the server at start, with every problem listed. */
export class InvalidThemeError extends Error {
  override readonly name = "InvalidThemeError"
}

/** The theme and its per-site overrides (sites.json; none when the theme has no such file). */
export const loadProviderTheme = async (
  id: string,
): Promise<{ readonly theme: ProviderTheme; readonly sites: ThemeSiteOverrides }> => {
  const loaded = await loadTheme(id)
  if (loaded.ok) return { theme: loaded.theme, sites: loaded.sites }
  throw new InvalidThemeError(
    `Theme ${id} cannot be used:\n${loaded.problems.map((problem) => `  ${problem.text}`).join("\n")}`,
  )
}
