import type { Rolldown } from "vite"

/** The build's chunks by file name. */
export type ChunksByFile = ReadonlyMap<string, Rolldown.OutputChunk>

export const chunksOf = (bundle: Rolldown.OutputBundle): ChunksByFile =>
  new Map(
    Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output]] : [])),
  )

/** A module id as Vite's manifest names it: relative to the web app's folder (`src/main.tsx`). */
export const moduleOf = (id: string | null): string | undefined =>
  id?.replaceAll("\\", "/").replace(`${process.cwd().replaceAll("\\", "/")}/`, "")

/**
 * The file of the chunk whose entry is `module`. A module renamed since a plugin named it would silently
 * lose what the plugin does for it: the build fails instead.
 */
export const chunkFileOf = (chunks: ChunksByFile, module: string, plugin: string): string => {
  const chunk = [...chunks.values()].find((candidate) => moduleOf(candidate.facadeModuleId) === module)
  if (chunk === undefined) throw new Error(`${plugin}: no chunk for ${module}`)
  return chunk.fileName
}

/** The chunks `files` and those they import statically, without the `known` ones. */
export const withStaticImports = (
  chunks: ChunksByFile,
  files: ReadonlyArray<string>,
  known: ReadonlySet<string> = new Set(),
): ReadonlyArray<string> => {
  const found = new Set<string>()
  const add = (file: string) => {
    if (found.has(file) || known.has(file)) return
    found.add(file)
    for (const imported of chunks.get(file)?.imports ?? []) add(imported)
  }
  for (const file of files) add(file)
  return [...found]
}
