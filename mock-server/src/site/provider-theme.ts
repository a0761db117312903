import type { ProviderTheme } from "@billpath/contract"
import { loadTheme } from "@billpath/themes"

/** A theme that fails its schema stops the server at start, with every problem listed. */
export class InvalidThemeError extends Error {
  override readonly name = "InvalidThemeError"
}

export const loadProviderTheme = async (id: string): Promise<ProviderTheme> => {
  const loaded = await loadTheme(id)
  if (loaded.ok) return loaded.theme
  throw new InvalidThemeError(
    `Theme ${id} cannot be used:\n${loaded.problems.map((problem) => `  ${problem.text}`).join("\n")}`,
  )
}
