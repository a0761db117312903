import type { Plugin } from "vite"

/**
 * Adds `<link rel="modulepreload">` to index.html for the code every first screen needs, so the browser
 * fetches it with the page instead of one round trip after another once the entry has run (on a phone's
 * 150 ms, each a tenth of the budget): the app (`src/main.tsx`, which the entry imports only after the
 * first paint, src/boot.ts), the English texts and the page layout, each with the chunks it imports
 * statically (the shell). Their names are known only once the bundle is written.
 *
 * At low priority: the stylesheet, which the first paint waits for, gets the connection first, and the
 * code follows it (Chrome holds low-priority requests back while the page's head has render-blocking
 * ones in flight).
 *
 * The sign-in page's own code is named in `<meta name="billpath-sign-in-code">` instead: the entry
 * preloads it only on the sign-in page's address, so no other page pays for it.
 */
export const startUpPreloads = (
  /** The chunks' entry modules, relative to web/ as Vite's manifest names them (`src/i18n/en/index.ts`). */
  modules: ReadonlyArray<string>,
  /** The sign-in page's modules, in the same terms. */
  signInModules: ReadonlyArray<string>,
): Plugin => ({
  name: "billpath:start-up-preloads",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { bundle, path }) {
      // Only the app's page: the offline page (offline.html) loads none of the app's code.
      if (bundle === undefined || path !== "/index.html") return undefined
      const root = `${process.cwd().replaceAll("\\", "/")}/`
      const moduleOf = (id: string | null) => id?.replaceAll("\\", "/").replace(root, "")
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === "chunk" ? [[output.fileName, output]] : [],
        ),
      )
      /** The chunks of `entries` and those they import statically, without `known` ones. */
      const closure = (entries: ReadonlyArray<string>, known: ReadonlySet<string>): ReadonlyArray<string> => {
        const files = new Set<string>()
        const add = (fileName: string) => {
          if (files.has(fileName) || known.has(fileName)) return
          files.add(fileName)
          for (const imported of chunks.get(fileName)?.imports ?? []) add(imported)
        }
        for (const module of entries) {
          const chunk = [...chunks.values()].find((output) => moduleOf(output.facadeModuleId) === module)
          // A renamed module would silently lose its preload: fail the build instead.
          if (chunk === undefined) throw new Error(`start-up preloads: no chunk for ${module}`)
          add(chunk.fileName)
        }
        return [...files]
      }
      // What Vite links already (the entry's own static imports) is not asked for twice.
      const linked = new Set([...chunks.keys()].filter((file) => html.includes(`/${file}"`)))
      const startUp = closure(modules, linked)
      const signIn = closure(signInModules, new Set([...linked, ...startUp]))
      return [
        ...startUp.map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, fetchpriority: "low", href: `/${file}` },
          injectTo: "head" as const,
        })),
        {
          tag: "meta",
          attrs: { name: "billpath-sign-in-code", content: signIn.map((file) => `/${file}`).join(" ") },
          injectTo: "head" as const,
        },
      ]
    },
  },
})
