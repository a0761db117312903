/**
 * What the build has the browser preload with each dynamic import (web/preload-dependencies.ts): every
 * name in those lists is bytes the importing chunk carries, the shell's lists are on every page's first
 * load, and a chunk the importer imports statically is in memory before its `import()` runs.
 */
import { readFileSync } from "node:fs"
import { expect, test } from "@playwright/test"
import { Schema } from "effect"
import { loadedFiles } from "../../scripts/size-report.ts"
import { builtFile, builtManifest } from "./built-files.ts"

const dist = new URL("../../web/dist/", import.meta.url)

/** The files of the chunk's preload lists, each as Vite's helper names them (`assets/….js`). */
const preloadListed = (code: string): ReadonlyArray<string> => {
  const list = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/u.exec(code)?.[1]
  if (list === undefined) return []
  return Schema.decodeUnknownSync(Schema.Array(Schema.String))(JSON.parse(list))
}

test("no dynamic import preloads a chunk its importer has already loaded", () => {
  const built = builtManifest()
  let listsRead = 0
  for (const [key, chunk] of Object.entries(built)) {
    if (!chunk.file.endsWith(".js")) continue
    const listed = preloadListed(readFileSync(new URL(chunk.file, dist), "utf8"))
    if (listed.length > 0) listsRead += 1
    const loaded = new Set(loadedFiles(built, [key]).filter((file) => file.endsWith(".js")))
    expect(
      listed.filter((file) => loaded.has(file)),
      `${key} (${chunk.file})`,
    ).toEqual([])
  }
  // The shell imports every screen: were no list found, the check above would have checked nothing.
  expect(listsRead).toBeGreaterThan(5)
})

test("the installable app, which loads once the page is complete, preloads nothing with it", () => {
  const built = builtManifest()
  const entry = built["index.html"]
  if (entry === undefined) throw new Error("the manifest has no index.html")
  const inApp = builtFile("src/installable-app/in-app.ts").replace(/^\/assets\//u, "./")
  const code = readFileSync(new URL(entry.file, dist), "utf8")
  expect(code).toContain(`import(\`${inApp}\`),[])`)
})
