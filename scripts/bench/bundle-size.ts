/** `npm run size`'s table for the benchmark file: every route's first load, gzip (scripts/size-report.ts). */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Result, Schema } from "effect"
import { listRouteFiles, Manifest, measureBuild, pagesFor, report } from "../size-report.ts"
import { repositoryRoot } from "./processes.ts"

export interface BundleSizes {
  readonly table: string
  readonly problems: ReadonlyArray<string>
}

export const measureBundleSizes = (): BundleSizes => {
  const web = join(repositoryRoot, "web")
  const dist = join(web, "dist")
  const decoded = Schema.decodeUnknownResult(Schema.fromJsonString(Manifest))(
    readFileSync(join(dist, ".vite", "manifest.json"), "utf8"),
  )
  if (Result.isFailure(decoded)) throw new Error(`web/dist/.vite/manifest.json is not a Vite manifest`)
  const pages = pagesFor(listRouteFiles(web))
  const sizes = measureBuild(dist, decoded.success, pages)
  const { text, problems } = report(sizes, pages)
  return { table: text, problems }
}
