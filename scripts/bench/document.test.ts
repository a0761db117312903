import { describe, expect, test } from "vitest"
import { type BenchRun, renderDocument } from "./document.ts"
import { auditedPages } from "./lighthouse-audit.ts"

const home = auditedPages[0]
if (home === undefined) throw new Error("no audited pages")

const figures = (performance: number) => ({
  scores: { performance, accessibility: 100, "best-practices": 100, seo: 91 },
  metrics: { fcpMs: 500, lcpMs: 600, tbtMs: 0, cls: 0 },
  lostPoints: [{ category: "seo" as const, audit: "meta-description", title: "No meta description" }],
  finalUrl: "http://127.0.0.1:1/",
  warnings: [],
  benchmarkIndex: 1_118.5,
})

const run: BenchRun = {
  startedAt: new Date("2026-11-23T18:00:00.123Z"),
  durationSeconds: 300.4,
  machine: {
    cpuModel: "CPU",
    cores: 2,
    memoryGiB: 24,
    os: "Debian",
    node: "v24",
    chromium: "Chromium 156",
    packages: { lighthouse: "13.5.0" },
  },
  loadAtStart: 1,
  loadAtEnd: 2,
  mockNow: "2026-11-22T15:00:00Z",
  lighthouseRuns: 1,
  sizes: { kind: "not run" },
  largeExport: { kind: "not run" },
  soak: {
    kind: "done",
    value: [
      {
        heapLimitMb: 48,
        requests: 100_000,
        concurrency: 16,
        seconds: 50,
        statuses: { "200": 70_000, "204": 10_000, "400": 10_000, "401": 10_000 },
        failures: 0,
        rssStartMb: 120,
        rssPeakMb: 131.5,
        rssEndMb: 128,
        samples: [
          { requests: 10_000, rssMb: 121 },
          { requests: 20_000, rssMb: 128 },
        ],
      },
    ],
  },
  signIn: { kind: "failed", problem: "no browser" },
  throughput: {
    kind: "done",
    value: {
      settings: { connections: 50, roundSeconds: 4, rounds: 3, warmupSeconds: 3 },
      mock: {
        kind: "measured",
        label: "mock",
        path: "/api/accounts",
        figures: {
          requestsPerSecond: 1_000,
          p50Ms: 10,
          p99Ms: 40,
          requests: 10_000,
          bodyBytes: 738,
          cpuMicrosPerRequest: 100,
        },
        roundRates: [1_000, 900, 1_200],
      },
      bareLogged: {
        kind: "measured",
        label: "bare logged",
        path: "/api/accounts",
        figures: {
          requestsPerSecond: 4_000,
          p50Ms: 2,
          p99Ms: 10,
          requests: 40_000,
          bodyBytes: 738,
          cpuMicrosPerRequest: 70,
        },
        // Round by round 0.25, 0.18 and 0.40: the median pairs rounds, not the targets' medians.
        roundRates: [4_000, 5_000, 3_000],
      },
      bareSilent: { kind: "failed", label: "bare silent", problem: "port taken" },
      prism: { kind: "failed", label: "Prism", problem: "Prism is not installed" },
    },
  },
  lighthouse: {
    kind: "done",
    value: [
      {
        kind: "measured",
        page: home,
        preset: "mobile",
        runs: 1,
        retried: ["NO_NAVSTART"],
        figures: figures(0.9),
      },
      { kind: "skipped", page: home, preset: "desktop", problem: "the bench's time budget ran out" },
    ],
  },
}

describe("the benchmark document", () => {
  const document = renderDocument(run)

  test("every section's heading stands after a blank line, as Markdown formatters (and the linter) want", () => {
    const lines = document.split("\n")
    const headings = lines.flatMap((line, index) => (line.startsWith("## ") ? [index] : []))
    expect(headings.length).toBeGreaterThan(5)
    expect(headings.filter((index) => lines[index - 1] !== "").map((index) => lines[index])).toEqual([])
  })

  test("says when, on what, and how long", () => {
    expect(document).toContain("on 2026-11-23T18:00:00Z; the run took 300 s")
    expect(document).toMatch(/^\| load average \(1 min\) at start \/ end +\| 1\.00 \/ 2\.00 +\|$/m)
    expect(document).toContain(
      "**This run shared the machine** (load average 1.0 at the start, 2.0 at the end, on 2 cores)",
    )
  })

  test("ratios come from the measured targets; a failed target is said, not hidden", () => {
    expect(document).toMatch(
      /^\| mock \/ bare Fastify with the mock's logging \| +0\.25× \| +0\.18×–0\.40× \| +0\.70× \| +5\.00× \| +4\.00× \|$/m,
    )
    expect(document).toMatch(/^\| mock \/ Prism +\| +– \| +– \| +– \| +– \| +– \|$/m)
    expect(document).toContain("3 rounds of 4 s per target, after a 3 s warm-up per target")
    expect(document).toContain("- Prism failed: Prism is not installed")
  })

  test("Lighthouse: skipped runs, repeats and lost points are listed", () => {
    expect(document).toContain("- / (desktop): skipped: the bench's time budget ran out")
    expect(document).toContain("- / (mobile): run again after: NO_NAVSTART")
    expect(document).toContain("- SEO: No meta description (`meta-description`): every run")
  })

  test("Lighthouse: the host's benchmark index is given, so mobile scores of different runs can be compared", () => {
    expect(document).toContain("Lighthouse rated this machine's CPU at a benchmarkIndex of 1,119–1,119")
  })

  test("the soak gives memory at the start, peak and end, and the answers by status", () => {
    expect(document).toMatch(
      /^\| 48 MB +\| +100,000 \| +50\.0 \| +2,000 \| +120\.0 \| +131\.5 \| +128\.0 \| +0 \|$/m,
    )
    expect(document).toContain(
      "- Heap cap 48 MB: resident memory every 10,000 requests 121.0 → 128.0 MB; answers 200: 70,000, " +
        "204: 10,000, 400: 10,000, 401: 10,000.",
    )
  })

  test("a failed or skipped section says so", () => {
    expect(document).toContain("**Failed:** no browser")
    expect(document).toContain("Not run this time (`--only`).")
  })
})
