import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { type Plugin, transformWithOxc } from "vite"
import { chunkFileOf, chunksOf } from "./bundle-chunks.ts"

/** Where the worker is served: at the root, so that its scope is the whole portal. */
export const serviceWorkerFile = "sw.js"

/**
 * The same-origin files an HTML page of the build asks for at once: its script, stylesheet and module
 * preloads, the sign-in page's code (named in a meta tag, web/start-up-preloads.ts), the documents it
 * preloads (config.json, the theme, the texts) and the manifest.
 */
export const filesNamedIn = (html: string): ReadonlyArray<string> => {
  const values = [...html.matchAll(/\s(?:src|href|content)="([^"]*)"/gu)].flatMap((match) =>
    (match[1] ?? "").split(" "),
  )
  return [...new Set(values.filter((value) => /^\/[^/]/u.test(value)))]
}

/** Files of the build itself (Vite writes them under assets/ with a hash in the name), not the host's. */
const isBuilt = (file: string): boolean => file.startsWith("/assets/")

/** The hash that names a build's cache: the files' names carry their contents' hashes. */
export const buildVersion = (files: ReadonlyArray<string>, workerSource: string): string =>
  createHash("sha256")
    .update(JSON.stringify([...files].sort()))
    .update(workerSource)
    .digest("hex")
    .slice(0, 16)

/**
 * Writes the service worker (web/service-worker/service-worker.ts) to /sw.js with the build's file lists in
 * front of it: the shell (the offline page and the built files it and index.html load) and the theme's
 * files they ask the host for. A stable address, so a browser finds the next deploy's worker where it
 * found this one's.
 */
export const serviceWorkerBuild = (
  source: URL,
  offlinePage: string,
  /** Modules loaded later that must load without the server too, relative to web/ (`src/offline/x.ts`). */
  alsoKept: ReadonlyArray<string>,
): Plugin => ({
  name: "billpath:service-worker",
  apply: "build",
  enforce: "post",
  async generateBundle(_options, bundle) {
    const htmlOf = (fileName: string): string => {
      const output = bundle[fileName]
      if (output?.type !== "asset" || typeof output.source !== "string") {
        throw new Error(`service worker: the build has no ${fileName}`)
      }
      return output.source
    }
    const path = fileURLToPath(source)
    const transformed = await transformWithOxc(await readFile(path, "utf8"), path, { lang: "ts" })
    // The source is a module only for the type checker; the worker runs as a classic script.
    const code = transformed.code.replace(/^export \{\};?\s*$/mu, "")
    if (/^\s*(?:import|export)\b/mu.test(code)) throw new Error("service worker: must not import or export")
    const named = [
      ...new Set([...filesNamedIn(htmlOf("index.html")), ...filesNamedIn(htmlOf(offlinePage.slice(1)))]),
    ]
    const chunks = chunksOf(bundle)
    const kept = alsoKept.flatMap((module) => {
      const chunkFile = chunkFileOf(chunks, module, "service worker")
      const files = [chunkFile, ...(chunks.get(chunkFile)?.imports ?? [])]
      // Their stylesheets too: Vite's preloader waits for them before the import resolves, so one the
      // worker did not keep would fail the module offline (web/first-screen-styles.ts names some).
      const styles = files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])])
      return [...files, ...styles].map((file) => `/${file}`)
    })
    const shell = [...new Set([offlinePage, ...named.filter(isBuilt), ...kept])]
    const manifest = {
      version: buildVersion(shell, code),
      shell,
      offlinePage,
      themeFiles: named.filter((file) => !isBuilt(file)),
    }
    this.emitFile({
      type: "asset",
      fileName: serviceWorkerFile,
      source: `const buildManifest = ${JSON.stringify(manifest)};\n${code}`,
    })
  },
})
