import type { Plugin } from "vite"
import { chunkFileOf, chunksOf, withStaticImports } from "./bundle-chunks.ts"

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
      const chunks = chunksOf(bundle)
      const closure = (modules: ReadonlyArray<string>, known: ReadonlySet<string>) =>
        withStaticImports(
          chunks,
          modules.map((module) => chunkFileOf(chunks, module, "start-up preloads")),
          known,
        )
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
