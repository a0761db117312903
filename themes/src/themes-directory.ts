import { existsSync, readdirSync } from "node:fs"
import { join, resolve } from "node:path"
import { isThemeId } from "./theme-id.ts"

/** The themes/ folder of this package, whatever the working directory. */
export const themesDirectory: string = resolve(import.meta.dirname, "..")

/** The file that makes a folder a theme: src/ and stray folders have none. */
export const themeMarkerFile = "settings.json"

/** The provider folders of a themes directory, sorted: those with a safe name and a settings.json. */
export const themeIds = (directory: string = themesDirectory): ReadonlyArray<string> =>
  readdirSync(directory, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        isThemeId(entry.name) &&
        existsSync(join(directory, entry.name, themeMarkerFile)),
    )
    .map((entry) => entry.name)
    .sort()
