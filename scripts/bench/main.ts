/**
 * `npm run bench`: Lighthouse on every screen, API throughput against the mock, bare
 * Fastify and Prism, a 100,000-row charges.csv streamed by the mock, a 100,000-request soak of the mock's
 * memory, sign-in-to-balance timings, and the
 * bundle size of every route; writes
 * docs/benchmarks.md and prints it.
 *
 *   npm run bench                      everything, Lighthouse once per page and preset
 *   npm run bench -- --runs 3          Lighthouse medians of 3 (longer)
 *   npm run bench -- --only throughput,sign-in   some sections (docs/benchmarks.md is then left alone)
 *   npm run bench -- --only lighthouse --pages /,/dashboard --presets mobile   some pages (same)
 *
 * Builds the web app first when web/dist is missing. Every server and browser it starts is stopped at the
 * end, also after a failure or Ctrl-C. Bounded: Lighthouse skips what would not finish within 9½ minutes.
 * Exits 1 when a whole section failed; a single target or page that failed (Prism, say) is reported in the
 * file and the rest still runs.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { measureBundleSizes } from "./bundle-size.ts"
import { errorText } from "./checks.ts"
import { cleanUpAll, cleanUpOnSignals, onCleanup } from "./cleanup.ts"
import { type BenchRun, renderDocument, type Section } from "./document.ts"
import { runLargeExport } from "./large-export.ts"
import { auditedPages, presets, runLighthouse } from "./lighthouse-audit.ts"
import { loadNow, machineFacts } from "./machine.ts"
import { mockNow } from "./mock.ts"
import { repositoryRoot } from "./processes.ts"
import { runSignInTiming } from "./sign-in-timing.ts"
import { runSoak } from "./soak.ts"
import { runThroughput } from "./throughput.ts"

const sectionNames = ["size", "throughput", "export", "soak", "sign-in", "lighthouse"] as const
type SectionName = (typeof sectionNames)[number]

const timeBudgetMs = 9.5 * 60 * 1000

const readOptions = () => {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "1" },
      only: { type: "string" },
      pages: { type: "string" },
      presets: { type: "string" },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1 || runs > 5)
    throw new Error("--runs takes a whole number from 1 to 5")
  const asked = values.only?.split(",").map((name) => name.trim())
  const unknown = asked?.filter((name) => !sectionNames.some((known) => known === name)) ?? []
  if (unknown.length > 0)
    throw new Error(`--only: unknown section(s) ${unknown.join(", ")}; known: ${sectionNames.join(", ")}`)
  const only = sectionNames.filter((name) => asked === undefined || asked.includes(name))
  const pagePaths = values.pages?.split(",").map((path) => path.trim())
  const unknownPages = pagePaths?.filter((path) => !auditedPages.some((page) => page.path === path)) ?? []
  if (unknownPages.length > 0)
    throw new Error(
      `--pages: unknown page(s) ${unknownPages.join(", ")}; known: ${auditedPages.map((page) => page.path).join(", ")}`,
    )
  const presetNames = values.presets?.split(",").map((name) => name.trim())
  const unknownPresets = presetNames?.filter((name) => !presets.some((known) => known === name)) ?? []
  if (unknownPresets.length > 0)
    throw new Error(`--presets: unknown preset(s) ${unknownPresets.join(", ")}; known: ${presets.join(", ")}`)
  return {
    runs,
    only,
    pages: auditedPages.filter((page) => pagePaths === undefined || pagePaths.includes(page.path)),
    presets: presets.filter((preset) => presetNames === undefined || presetNames.includes(preset)),
    partial: asked !== undefined || pagePaths !== undefined || presetNames !== undefined,
  }
}

/** Runs one section, timing it; a failure is recorded and the next section still runs. */
const section = async <T>(
  name: SectionName,
  selected: ReadonlyArray<SectionName>,
  run: () => Promise<T>,
): Promise<Section<T>> => {
  if (!selected.includes(name)) return { kind: "not run" }
  const started = Date.now()
  process.stdout.write(`::: ${name}\n`)
  try {
    const value = await run()
    process.stdout.write(`::: ${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`)
    return { kind: "done", value }
  } catch (error) {
    process.stderr.write(`::: ${name} failed: ${errorText(error)}\n`)
    return { kind: "failed", problem: errorText(error) }
  }
}

const buildIfMissing = (): void => {
  if (existsSync(join(repositoryRoot, "web", "dist", "index.html"))) return
  process.stdout.write("::: web/dist is missing: npm run build\n")
  const build = spawnSync("npm", ["run", "build"], { cwd: repositoryRoot, stdio: "inherit" })
  if (build.status !== 0) throw new Error("npm run build failed")
}

const main = async (): Promise<number> => {
  const options = readOptions()
  const startedAt = new Date()
  const timeLeftMs = () => timeBudgetMs - (Date.now() - startedAt.getTime())
  cleanUpOnSignals()
  const workDirectory = mkdtempSync(join(tmpdir(), "billpath-bench-"))
  onCleanup("the bench's temporary folder", async () =>
    rmSync(workDirectory, { recursive: true, force: true }),
  )
  try {
    buildIfMissing()
    const loadAtStart = loadNow()
    const machine = machineFacts()
    const sizes = await section("size", options.only, async () => measureBundleSizes())
    const throughput = await section("throughput", options.only, () =>
      runThroughput({ connections: 50, roundSeconds: 4, rounds: 5, warmupSeconds: 3 }, workDirectory),
    )
    const largeExport = await section("export", options.only, async () => ({
      timed: await runLargeExport(100_000, 3),
      // Ten times the rows under a heap cap a buffered file could not fit in: flat memory, shown.
      capped: await runLargeExport(1_000_000, 1, 128),
    }))
    const soak = await section("soak", options.only, async () => [
      await runSoak(100_000, 16, 5_000),
      // The same under a small heap cap: were anything kept per request, the mock would run out of heap.
      await runSoak(100_000, 16, 5_000, 48),
    ])
    const signIn = await section("sign-in", options.only, () => runSignInTiming(20))
    const lighthouse = await section("lighthouse", options.only, () =>
      runLighthouse({ runs: options.runs, timeLeftMs, pages: options.pages, presets: options.presets }),
    )
    const run: BenchRun = {
      startedAt,
      durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
      machine,
      loadAtStart,
      loadAtEnd: loadNow(),
      mockNow,
      lighthouseRuns: options.runs,
      sizes,
      throughput,
      largeExport,
      soak,
      signIn,
      lighthouse,
    }
    const document = renderDocument(run)
    process.stdout.write(`\n${document}\n`)
    if (options.partial) {
      process.stdout.write("docs/benchmarks.md left alone: --only ran part of the bench\n")
    } else {
      writeFileSync(join(repositoryRoot, "docs", "benchmarks.md"), document)
      process.stdout.write("Written to docs/benchmarks.md\n")
    }
    const failed = [sizes, throughput, largeExport, signIn, lighthouse].some(
      (result) => result.kind === "failed",
    )
    return failed ? 1 : 0
  } finally {
    await cleanUpAll()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  async (error: unknown) => {
    await cleanUpAll()
    process.stderr.write(`bench: ${errorText(error)}\n`)
    process.exitCode = 1
  },
)
