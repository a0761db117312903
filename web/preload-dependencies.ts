import type { Plugin, ResolveModulePreloadDependenciesFn } from "vite"
import { type ChunksByFile, chunkFileOf, chunksOf, withStaticImports } from "./bundle-chunks.ts"

/**
 * Which chunks Vite preloads with a dynamic import (`build.modulePreload.resolveDependencies`), and a
 * plugin that shows it the bundle, which that option is not given.
 *
 * - A module loaded once the page is complete (`afterLoad`: the installable app) preloads nothing with
 *   it: its files must not compete with the page's.
 * - A chunk the importing chunk imports statically, directly or not, is in memory before that chunk runs
 *   its `import()`: Vite lists it anyway (the shell, the runtime, the preload helper in almost every
 *   list), and every name in a list is bytes the importing chunk carries.
 */
export const preloadDependencies = (
  /** Modules relative to web/ as Vite's manifest names them (`src/installable-app/in-app.ts`). */
  afterLoad: ReadonlyArray<string>,
): { readonly plugin: Plugin; readonly resolveDependencies: ResolveModulePreloadDependenciesFn } => {
  let seen: { readonly chunks: ChunksByFile; readonly afterLoadFiles: ReadonlyArray<string> } | undefined
  const bundleSeen = () => {
    // Vite resolves preloads while it writes the bundle, after every plugin's first look at it.
    if (seen === undefined) throw new Error("preload dependencies: asked before the bundle was written")
    return seen
  }
  return {
    plugin: {
      name: "billpath:preload-dependencies",
      apply: "build",
      generateBundle: {
        order: "pre",
        handler(_options, bundle) {
          const chunks = chunksOf(bundle)
          const afterLoadFiles = afterLoad.map((module) =>
            chunkFileOf(chunks, module, "preload dependencies"),
          )
          seen = { chunks, afterLoadFiles }
        },
      },
    },
    resolveDependencies: (file, deps, { hostId, hostType }) => {
      const { chunks, afterLoadFiles } = bundleSeen()
      if (afterLoadFiles.includes(file)) return []
      if (hostType !== "js") return deps
      const loaded = new Set(withStaticImports(chunks, [hostId]))
      return deps.filter((dep) => !loaded.has(dep))
    },
  }
}
