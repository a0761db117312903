/**
 * The built file of a module, as the build's manifest (web/dist/.vite/manifest.json) names it. The
 * build names chunks by their hash alone (web/vite.config.ts), so a test that holds back or watches a
 * module's code finds its file here, and fails loudly when the module is gone rather than matching
 * nothing.
 */
import { readFileSync } from "node:fs"
import { Schema } from "effect"
import { Manifest } from "../../scripts/size-report.ts"

const readManifest = (): Manifest =>
  Schema.decodeUnknownSync(Manifest)(
    JSON.parse(readFileSync(new URL("../../web/dist/.vite/manifest.json", import.meta.url), "utf8")),
  )

/**
 * The path (`/assets/….js`) of the chunk whose entry is `module`, relative to web/ as the manifest names
 * it (`src/chrome/idle-modal.tsx`), or of the chunk a group of the build config makes (`shell`).
 */
export const builtFile = (module: string): string => {
  const manifest = readManifest()
  const chunk =
    manifest[module] ??
    Object.values(manifest).find((entry) => entry.src === undefined && entry.name === module)
  if (chunk === undefined) throw new Error(`the build has no chunk for ${module}`)
  return `/${chunk.file}`
}

/** A pattern for requests of the built file of `module` (see builtFile). */
export const builtFileRequest = (module: string): RegExp =>
  new RegExp(`${builtFile(module).replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&")}$`, "u")

/** The built file of a route's component, which the router's code splitting makes of its route file. */
export const routeComponent = (routeFile: string): string =>
  `src/routes/{-$lang}/${routeFile}?tsr-split=component`
