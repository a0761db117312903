// Runs before `typesafe-i18n --no-watch`. Without i18n-types.ts (generated, git-ignored: a fresh clone) every
// namespace compiles to the same index.js, Node's cache returns the base locale for each, and the generator
// recurses until the stack overflows. Any file there restores the output folders; the generator overwrites it.
import { existsSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const typesFile = fileURLToPath(new URL("../src/i18n/i18n-types.ts", import.meta.url))

if (!existsSync(typesFile)) {
  writeFileSync(typesFile, "export type BaseTranslation = Record<string, unknown>\n")
}
