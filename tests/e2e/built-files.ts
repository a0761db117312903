/**
 * The built file of a module, as the build's manifest (web/dist/.vite/manifest.json) names it. A test
 * that holds back or watches a module's code finds its file here, and fails loudly when the module is
 * gone rather than matching nothing.
 */
import { readFileSync } from "node:fs"
import { Schema } from "effect"
import { Manifest } from "../../scripts/size-report.ts"

// Read on first use, once the suite's build is there; a run's build does not change under it.
let manifest: Manifest | undefined
/** The build's manifest, decoded. */
export const builtManifest = (): Manifest => {
  manifest ??= Schema.decodeUnknownSync(Manifest)(
    JSON.parse(readFileSync(new URL("../../web/dist/.vite/manifest.json", import.meta.url), "utf8")),
  )
  return manifest
}

/**
 * The path (`/assets/….js`) of the chunk whose entry is `module`, relative to web/ as the manifest names
 * it (`src/chrome/idle-modal.tsx`, `index.html` for the entry), or of a chunk by its name.
 */
export const builtFile = (module: string): string => {
  const built = builtManifest()
  const chunk =
    built[module] ?? Object.values(built).find((entry) => entry.src === undefined && entry.name === module)
  if (chunk === undefined) throw new Error(`the build has no chunk for ${module}`)
  return `/${chunk.file}`
}

/** A pattern for requests of the built file of `module` (see builtFile). */
export const builtFileRequest = (module: string): RegExp =>
  new RegExp(`${builtFile(module).replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&")}$`, "u")

/** The module the router's code splitting makes of a route file's component, as the manifest names it. */
export const routeComponent = (routeFile: string): string =>
  `src/routes/{-$lang}/${routeFile}?tsr-split=component`
