import type { Plugin } from "vite"

/**
 * Adds `<link rel="modulepreload">` to index.html for lazy chunks every page needs before its first
 * screen, so the browser fetches them with the entry instead of after it has run: each would otherwise be
 * one more round trip on the way to the first paint (on a phone's 150 ms, a tenth of the budget). Vite
 * preloads only the entry's static imports; these are `import()`s (the router's split route components,
 * typesafe-i18n's texts), so their chunk names are known only once the bundle is written.
 */
export const startUpPreloads = (
  /** The chunks' entry modules, relative to web/ as Vite's manifest names them (`src/i18n/en/index.ts`). */
  modules: ReadonlyArray<string>,
): Plugin => ({
  name: "billpath:start-up-preloads",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(_html, { bundle }) {
      if (bundle === undefined) return undefined
      const root = `${process.cwd().replaceAll("\\", "/")}/`
      const moduleOf = (id: string | null) => id?.replaceAll("\\", "/").replace(root, "")
      const files = modules.map((module) => {
        const chunk = Object.values(bundle).find(
          (output) => output.type === "chunk" && moduleOf(output.facadeModuleId) === module,
        )
        // A renamed module would silently lose its preload: fail the build instead.
        if (chunk === undefined) throw new Error(`start-up preloads: no chunk for ${module}`)
        return chunk.fileName
      })
      return files.map((file) => ({
        tag: "link",
        attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
        injectTo: "head" as const,
      }))
    },
  },
})
