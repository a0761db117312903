import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import ts from "typescript"

/** A module of the web app and the web modules it imports (statically, dynamically or for types). */
export type ImportGraph = ReadonlyMap<string, ReadonlyArray<string>>

const sourceExtensions = [".ts", ".tsx"]

const sourceFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return sourceExtensions.some((extension) => entry.name.endsWith(extension)) ? [path] : []
  })

/** The file a relative specifier names; imports of packages or of generated styles are not ours. */
const resolveRelative = (from: string, specifier: string, root: string): string | undefined => {
  if (!specifier.startsWith(".")) return undefined
  const target = resolve(dirname(from), specifier)
  const candidates = [target, ...sourceExtensions.map((extension) => `${target}${extension}`)]
  const found = candidates.find((candidate) => candidate.startsWith(root) && existsSync(candidate))
  return found === undefined || !sourceExtensions.some((extension) => found.endsWith(extension))
    ? undefined
    : relative(root, found)
}

/**
 * Reads every module under `root` with TypeScript's own pre-processor, which finds static imports,
 * re-exports, `import type` and `import()` alike — a regular expression would miss the dynamic ones that
 * keep the sign-in page light.
 */
export const readImportGraph = (root: string): ImportGraph => {
  const graph = new Map<string, ReadonlyArray<string>>()
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true)
    const targets = importedFiles.flatMap(({ fileName }) => resolveRelative(file, fileName, root) ?? [])
    graph.set(relative(root, file), [...new Set(targets)])
  }
  return graph
}

/** Groups of modules that import each other in a circle (Tarjan's strongly connected components). */
export const importCycles = (graph: ImportGraph): ReadonlyArray<ReadonlyArray<string>> => {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: Array<string> = []
  const onStack = new Set<string>()
  const cycles: Array<ReadonlyArray<string>> = []
  let counter = 0
  const visit = (node: string): void => {
    index.set(node, counter)
    lowLink.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(next) ?? 0))
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(next) ?? 0))
      }
    }
    if (lowLink.get(node) !== index.get(node)) return
    const component: Array<string> = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    const selfImport = (graph.get(node) ?? []).includes(node)
    if (component.length > 1 || selfImport) cycles.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}

/**
 * The folder a module belongs to, as the architecture names them: `features/billing`, `ui`, `app` …
 * A feature is its own folder; everything else is named by its first segment (a file at the top, such
 * as the entry point, by its own name).
 */
export const folderOf = (module: string): string => {
  const segments = module.split(/[\\/]/u)
  const [first, second] = segments
  if (first === "features" && second !== undefined) return `features/${second}`
  return first ?? module
}

export interface ImportRule {
  /** Folders from the bottom up: a folder may import its own and those below it, never those above. */
  readonly layers: ReadonlyArray<string>
  /** Folders only tests may import (the jsdom harness); any test may, and they may import anything. */
  readonly testOnly: ReadonlyArray<string>
}

const isTestFile = (module: string): boolean => /\.test\.tsx?$/u.test(module)

/** Every import that goes from a folder to one above it, or from one feature into another. */
export const ruleBreaches = (graph: ImportGraph, rule: ImportRule): ReadonlyArray<string> => {
  const layerOf = (folder: string): number | undefined => {
    const position = rule.layers.indexOf(folder.startsWith("features/") ? "features" : folder)
    return position === -1 ? undefined : position
  }
  const breaches: Array<string> = []
  for (const [module, targets] of graph) {
    const from = folderOf(module)
    for (const target of targets) {
      const to = folderOf(target)
      if (from === to || rule.testOnly.includes(from)) continue
      if (rule.testOnly.includes(to)) {
        if (!isTestFile(module)) breaches.push(`${module} imports ${target}, which is for tests only`)
        continue
      }
      if (from.startsWith("features/") && to.startsWith("features/")) {
        breaches.push(`${module} reaches into another feature: ${target}`)
        continue
      }
      const fromLayer = layerOf(from)
      const toLayer = layerOf(to)
      if (fromLayer === undefined || toLayer === undefined) {
        breaches.push(`${module} → ${target}: folder ${fromLayer === undefined ? from : to} has no layer`)
      } else if (toLayer > fromLayer) {
        breaches.push(`${module} (${from}) imports ${target} (${to}), which sits above it`)
      }
    }
  }
  return breaches
}
