import { readFileSync } from "node:fs"
import type { Plugin } from "vite"
import { chunkFileOf, chunksOf, moduleOf, withStaticImports } from "./bundle-chunks.ts"
import { classesIn, splitStylesheet } from "./stylesheet-split.ts"

/**
 * Panda writes one stylesheet for the whole portal, and index.html links it: every page waited for the
 * styles of every screen before its first paint (7.7 kB gzip, of which the sign-in page uses 4.6). This
 * cuts it in two (`splitStylesheet`): index.html links what the first screen's code uses, and the rest
 * becomes a stylesheet of Vite's own kind, named by each later chunk that uses a class only it has. Vite's
 * preloader then loads it with such a chunk and resolves the `import()` only once the styles are in, as
 * it does for any chunk's CSS: a screen never shows unstyled, and the sign-in page never loads it.
 *
 * Class names are found as text in the built code: every Panda call is computed at build time
 * (panda-static-classes.ts), so each class a chunk can put on an element is written in it.
 */
export const firstScreenStyles = (
  /** The modules of the first screen, as start-up-preloads.ts names them (`src/main.tsx`). */
  firstScreenModules: ReadonlyArray<string>,
  /** The page whose stylesheet is cut (index.html, whose own markup uses some classes). */
  page: URL,
): Plugin => ({
  name: "billpath:first-screen-styles",
  apply: "build",
  generateBundle(_options, bundle) {
    const chunks = chunksOf(bundle)
    const pageModule = moduleOf(page.pathname)
    const entry = [...chunks.values()].find(
      (chunk) => chunk.isEntry && moduleOf(chunk.facadeModuleId) === pageModule,
    )
    if (entry === undefined) throw new Error(`first-screen styles: no entry chunk for ${page.pathname}`)
    const [stylesheet, ...others] = entry.viteMetadata?.importedCss ?? []
    const asset = stylesheet === undefined ? undefined : bundle[stylesheet]
    if (stylesheet === undefined || others.length > 0 || asset?.type !== "asset") {
      throw new Error("first-screen styles: the page's entry should name exactly one stylesheet")
    }
    const firstFiles = new Set(
      withStaticImports(chunks, [
        entry.fileName,
        ...firstScreenModules.map((module) => chunkFileOf(chunks, module, "first-screen styles")),
      ]),
    )

    const css = String(asset.source)
    const firstCode = [
      readFileSync(page, "utf8"),
      ...[...firstFiles].map((file) => chunks.get(file)?.code ?? ""),
    ]
    const styled = [...classesIn(css)]
    const firstClasses = new Set(styled.filter((name) => firstCode.some((code) => code.includes(name))))
    const laterClasses = styled.filter((name) => !firstClasses.has(name))
    const split = splitStylesheet(css, (name) => firstClasses.has(name))

    const emit = (name: string, source: string) =>
      this.getFileName(this.emitFile({ type: "asset", name, source }))
    const firstFile = emit(asset.names[0] ?? "index.css", split.first)
    const restFile = emit("screens.css", split.rest)
    delete bundle[stylesheet]
    for (const chunk of chunks.values()) {
      const imported = chunk.viteMetadata?.importedCss
      if (imported === undefined) continue
      if (imported.delete(stylesheet)) imported.add(firstFile)
      if (!firstFiles.has(chunk.fileName) && laterClasses.some((name) => chunk.code.includes(name)))
        imported.add(restFile)
    }
  },
})
