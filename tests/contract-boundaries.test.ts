import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, test } from "vitest"

const root = join(import.meta.dirname, "..")
const contractSource = join(root, "contract", "src")

const sourceFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : []
  })

/** The one library beside Effect, and the one file allowed to import it (the web app never loads it). */
const confusables = { module: "unhomoglyph", file: join("contract", "src", "rules", "username-skeleton.ts") }

const importedModules = (source: string): ReadonlyArray<string> =>
  Array.from(
    source.matchAll(/^\s*(?:import|export)\b[^"']*?from\s+["']([^"']+)["']/gmu),
    (match) => match[1] ?? "",
  )

/** Code without comments and string contents, so prose never looks like a cast. */
const codeOnly = (source: string): string =>
  source
    .replace(/\/\*[\s\S]*?\*\//gu, "")
    .replace(/\/\/.*$/gmu, "")
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/gu, '""')
    .replace(/^\s*import\b.*$/gmu, "")

describe("the contract package's boundaries", () => {
  const files = sourceFiles(contractSource)

  test("has source files to check", () => {
    expect(files.length).toBeGreaterThan(20)
  })

  test("imports nothing but effect and its own files, and the confusables table in one file", () => {
    const foreign = files.flatMap((file) =>
      importedModules(readFileSync(file, "utf8"))
        .filter((module) => !module.startsWith(".") && module !== "effect")
        .filter((module) => !(module === confusables.module && relative(root, file) === confusables.file))
        .map((module) => `${relative(root, file)} imports ${module}`),
    )
    expect(foreign).toEqual([])
  })

  test("depends on effect and the confusables table only", () => {
    const manifest: unknown = JSON.parse(readFileSync(join(root, "contract", "package.json"), "utf8"))
    const dependencies =
      typeof manifest === "object" && manifest !== null && "dependencies" in manifest
        ? manifest.dependencies
        : {}
    expect(Object.keys(dependencies ?? {})).toEqual(["effect", confusables.module])
  })

  test("has no any, no type assertions, no non-null assertions, no silenced types", () => {
    const smells = files.flatMap((file) => {
      const code = codeOnly(readFileSync(file, "utf8"))
      const found = [
        ...code.matchAll(/\bas\s+(?!const\b)[A-Za-z_{[(]/gu),
        ...code.matchAll(/:\s*any\b|<any>/gu),
        ...code.matchAll(/[A-Za-z0-9_)\]]!(?=[.[(),;\s])(?!=)/gu),
        ...code.matchAll(/@ts-(?:ignore|nocheck)/gu),
      ]
      return found.map((match) => `${relative(root, file)}: ${match[0]}`)
    })
    expect(smells).toEqual([])
  })
})
