/**
 * Runs before `typesafe-i18n --no-watch`. The generator reads each namespace by compiling its
 * index.ts into one temporary folder and importing the result. When `i18n-types.ts` does not exist
 * yet (a fresh clone: it is generated and git-ignored), the namespaces' `import type … from
 * "../i18n-types.js"` resolves to nothing, every file compiles to the same `index.js`, Node's module
 * cache hands back the base locale for every namespace, and the generator recurses until the stack
 * overflows. Any file at that path gives the compiled output its folders again; the generator then
 * overwrites it with the real types.
 */
import { existsSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const typesFile = fileURLToPath(new URL("../src/i18n/i18n-types.ts", import.meta.url))

if (!existsSync(typesFile)) {
  writeFileSync(typesFile, "export type BaseTranslation = Record<string, unknown>\n")
}
