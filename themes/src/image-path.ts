import { isAbsolute, join, relative, resolve, sep } from "node:path"
import { isThemeId } from "./theme-id.ts"
import { themesDirectory } from "./themes-directory.ts"

/** The folder holding a theme's images; images.json names files relative to it. */
export const imagesFolder = (id: string, directory: string = themesDirectory): string =>
  join(directory, id, "images")

/**
 * The absolute path of a theme image, or undefined when the id is not a theme id or the name would
 * leave the theme's images folder (`../`, an absolute path, a NUL byte). Callers serve these files
 * over HTTP, so a hostile name must never reach the file system.
 */
export const imagePath = (
  id: string,
  fileName: string,
  directory: string = themesDirectory,
): string | undefined => {
  if (!isThemeId(id) || fileName === "" || fileName.includes("\u0000")) return undefined
  const root = imagesFolder(id, directory)
  const path = resolve(root, fileName)
  const inside = relative(root, path)
  const escapes = inside === "" || isAbsolute(inside) || inside.split(sep)[0] === ".."
  return escapes ? undefined : path
}
