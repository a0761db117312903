/** docs/benchmarks.md: what ran, on what, and the figures. */
import type { BundleSizes } from "./bundle-size.ts"
import type { LargeExport } from "./large-export.ts"
import type { AuditOutcome } from "./lighthouse-audit.ts"
import type { MachineFacts } from "./machine.ts"
import { figure, ratio, table } from "./markdown.ts"
import type { SignInTiming } from "./sign-in-timing.ts"
import type { SoakResult } from "./soak.ts"
import { median, percentile } from "./stats.ts"
import { pairedRatio, type TargetResult, type ThroughputResults } from "./throughput.ts"

export type Section<T> =
  | { readonly kind: "done"; readonly value: T }
  | { readonly kind: "failed"; readonly problem: string }
  | { readonly kind: "not run" }

export interface BenchRun {
  readonly startedAt: Date
  readonly durationSeconds: number
  readonly machine: MachineFacts
  /** 1-minute load averages. */
  readonly loadAtStart: number
  readonly loadAtEnd: number
  readonly mockNow: string
  readonly lighthouseRuns: number
  readonly sizes: Section<BundleSizes>
  readonly throughput: Section<ThroughputResults>
  readonly largeExport: Section<{ readonly timed: LargeExport; readonly capped: LargeExport }>
  readonly soak: Section<ReadonlyArray<SoakResult>>
  readonly signIn: Section<SignInTiming>
  readonly lighthouse: Section<ReadonlyArray<AuditOutcome>>
}

const notDone = (section: Section<unknown>): string | undefined =>
  section.kind === "failed"
    ? `**Failed:** ${section.problem}`
    : section.kind === "not run"
      ? "Not run this time (`--only`)."
      : undefined

const machineSection = (run: BenchRun): string => {
  const { machine } = run
  return [
    "## Machine",
    "",
    table(
      ["what", "value"],
      [
        ["CPU", `${machine.cpuModel}, ${machine.cores} cores`],
        ["RAM", `${machine.memoryGiB.toFixed(1)} GiB`],
        ["OS", machine.os],
        ["Node", machine.node],
        ["Chromium", machine.chromium],
        ...Object.entries(machine.packages).map(([name, version]) => [name, version]),
        [
          "load average (1 min) at start / end",
          `${run.loadAtStart.toFixed(2)} / ${run.loadAtEnd.toFixed(2)}`,
        ],
      ],
      2,
    ),
  ].join("\n")
}

const lighthouseSection = (run: BenchRun): string => {
  const intro = [
    "## Lighthouse",
    "",
    `Each page and preset run ${run.lighthouseRuns === 1 ? "once" : `${run.lighthouseRuns} times (medians shown)`}, ` +
      "as a first load (empty HTTP cache), against the mock server with the built app (theme aurora-telecom). " +
      "**mobile** is Lighthouse's default (simulated slow 4G and a 4× slower CPU); **desktop** its desktop " +
      "preset. Signed-out pages start with none of the origin's storage (cookies, localStorage); signed-in " +
      "pages are measured as alice.martin, signed in through the form just before (the dashboard shows her " +
      "system message). Before every run the mock is reset. Scores 0–100; FCP, LCP and TBT in ms.",
  ]
  const problem = notDone(run.lighthouse)
  if (problem !== undefined || run.lighthouse.kind !== "done") return [...intro, "", problem].join("\n")
  const outcomes = run.lighthouse.value
  const rows = outcomes.map((outcome) => {
    const name = `${outcome.page.label} \`${outcome.page.path}\`${outcome.page.signedIn ? " (signed in)" : ""}`
    if (outcome.kind !== "measured") return [name, outcome.preset, outcome.kind, "", "", "", "", "", "", ""]
    const { scores, metrics, finalUrl } = outcome.figures
    const ended = finalUrl === undefined ? outcome.page.path : new URL(finalUrl).pathname
    return [
      ended === outcome.page.path ? name : `${name} → ${ended}`,
      outcome.preset,
      figure(scores.performance),
      figure(scores.accessibility),
      figure(scores["best-practices"]),
      figure(scores.seo),
      figure(metrics.fcpMs),
      figure(metrics.lcpMs),
      figure(metrics.tbtMs),
      figure(metrics.cls, 3),
    ]
  })
  const problems = outcomes.flatMap((outcome) =>
    outcome.kind === "measured"
      ? [
          ...outcome.retried.map(
            (why) => `- ${outcome.page.path} (${outcome.preset}): run again after: ${why}`,
          ),
          ...outcome.figures.warnings.map(
            (warning) => `- ${outcome.page.path} (${outcome.preset}): warning: ${warning}`,
          ),
        ]
      : [`- ${outcome.page.path} (${outcome.preset}): ${outcome.kind}: ${outcome.problem}`],
  )
  const indexes = outcomes.flatMap((outcome) =>
    outcome.kind === "measured" && outcome.figures.benchmarkIndex !== undefined
      ? [outcome.figures.benchmarkIndex]
      : [],
  )
  const host =
    indexes.length === 0
      ? []
      : [
          "",
          `Lighthouse rated this machine's CPU at a benchmarkIndex of ${figure(Math.min(...indexes))}–` +
            `${figure(Math.max(...indexes))} (each page's median). Its mobile preset's 4× slowdown assumes a ` +
            "host of 1500–2000 (a high-end desktop); on a slower host the same page scores lower on mobile, " +
            "so compare mobile scores between runs whose index is alike.",
        ]
  return [
    ...intro,
    ...host,
    "",
    table(
      ["page", "preset", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "TBT", "CLS"],
      rows,
      2,
    ),
    ...(problems.length > 0 ? ["", ...problems] : []),
    "",
    "What cost points in accessibility, best practices and SEO (the weighted audits that failed):",
    "",
    lostPointsList(outcomes),
  ].join("\n")
}

const categoryTitles = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best practices",
  seo: "SEO",
} as const

/** One line per failed audit, with the runs it failed in ("every run" when it failed in all of them). */
const lostPointsList = (outcomes: ReadonlyArray<AuditOutcome>): string => {
  const measured = outcomes.flatMap((outcome) => (outcome.kind === "measured" ? [outcome] : []))
  const byAudit = new Map<
    string,
    { readonly line: string; readonly where: Array<string>; readonly details: Set<string> }
  >()
  for (const outcome of measured) {
    for (const lost of outcome.figures.lostPoints) {
      const key = `${lost.category} ${lost.audit}`
      const entry = byAudit.get(key) ?? {
        line: `${categoryTitles[lost.category]}: ${lost.title} (\`${lost.audit}\`)`,
        where: [],
        details: new Set<string>(),
      }
      entry.where.push(`${outcome.page.path} ${outcome.preset}`)
      if (lost.detail !== undefined) entry.details.add(lost.detail)
      byAudit.set(key, entry)
    }
  }
  if (byAudit.size === 0) return "- none"
  return [...byAudit.values()]
    .map(({ line, where, details }) =>
      [
        `- ${line}: ${where.length === measured.length ? "every run" : where.join(", ")}`,
        ...[...details].slice(0, 3).map((detail) => `  - e.g. \`${detail.replaceAll("`", "'")}\``),
      ].join("\n"),
    )
    .join("\n")
}

const throughputRow = (result: TargetResult): ReadonlyArray<string> =>
  result.kind === "measured"
    ? [
        result.label,
        `\`${result.path}\``,
        figure(result.figures.bodyBytes),
        figure(result.figures.requestsPerSecond),
        figure(result.figures.p50Ms),
        figure(result.figures.p99Ms),
        figure(result.figures.requests),
        figure(result.figures.cpuMicrosPerRequest),
      ]
    : [result.label, "", "", "failed", "", "", "", ""]

const figuresOf = (result: TargetResult) => (result.kind === "measured" ? result.figures : undefined)

const throughputSection = (run: BenchRun): string => {
  const heading = "## API throughput"
  const problem = notDone(run.throughput)
  if (problem !== undefined || run.throughput.kind !== "done") return [heading, "", problem].join("\n")
  const results = run.throughput.value
  const { connections, roundSeconds, rounds, warmupSeconds } = results.settings
  const targets = [results.mock, results.bareLogged, results.bareSilent, results.prism]
  const mock = figuresOf(results.mock)
  const comparisons: ReadonlyArray<readonly [string, TargetResult]> = [
    ["mock / bare Fastify with the mock's logging", results.bareLogged],
    ["mock / bare Fastify without logging", results.bareSilent],
    ["mock / Prism", results.prism],
  ]
  return [
    heading,
    "",
    `autocannon, ${connections} connections. The four servers run at once, each in its own process, and take ` +
      `the load in turn: ${rounds} rounds of ${roundSeconds} s per target, after a ${warmupSeconds} s warm-up ` +
      "per target that is not counted; each round starts one target later. So a machine that slows down or " +
      "speeds up during the run weighs on every target alike, and each ratio below is the median of the " +
      "rounds' ratios, each taken within one round. The load generator runs in the bench's process on the " +
      "same machine (client and server share the 2 cores). Every request is " +
      "authenticated (`Authorization: Bearer …`, a token from `GET /api/login` as alice.martin). The mock logs " +
      "every request at info to standard output as under `npm start` (the bench sends it to /dev/null); the " +
      "first bare Fastify does the same with the same logger options, and answers the mock's bytes for " +
      "`GET /api/accounts`, headers included (content type, security headers, cache-control). Prism (`prism mock contract/generated/openapi.json`, log level info) answers from " +
      "the schema (placeholder values, no examples in the document) and validates its own answer, listing " +
      "the violations in an `sl-violations` header. Requests/s, p50 and p99 are the medians of the rounds; " +
      "requests, the total of the rounds. Latency in ms. Server CPU per request is the server process's " +
      "CPU time (user and system, from /proc) over the rounds, divided by the requests: it does not depend " +
      "on how much of the 2 cores the server got or on the load generator keeping up, so it is the " +
      "steadier figure on a shared machine.",
    "",
    table(
      ["target", "path", "body bytes", "requests/s", "p50", "p99", "requests", "server CPU µs/request"],
      targets.map(throughputRow),
      2,
    ),
    "",
    table(
      [
        "ratio",
        "requests/s",
        "lowest–highest round",
        "requests per CPU second",
        "p50 latency",
        "p99 latency",
      ],
      comparisons.map(([label, other]) => {
        const them = figuresOf(other)
        const paired = pairedRatio(results.mock, other)
        return [
          label,
          paired === undefined ? "–" : ratio(paired.median, 1),
          paired === undefined ? "–" : `${ratio(paired.lowest, 1)}–${ratio(paired.highest, 1)}`,
          // The mock's requests per second of its own CPU over theirs: their CPU per request over the mock's.
          ratio(them?.cpuMicrosPerRequest, mock?.cpuMicrosPerRequest),
          ratio(mock?.p50Ms, them?.p50Ms),
          ratio(mock?.p99Ms, them?.p99Ms),
        ]
      }),
    ),
    ...targets.flatMap((target) =>
      target.kind === "failed" ? [`\n- ${target.label} failed: ${target.problem}`] : [],
    ),
  ].join("\n")
}

const largeExportSection = (run: BenchRun): string => {
  const heading = "## Large export"
  const problem = notDone(run.largeExport)
  if (problem !== undefined || run.largeExport.kind !== "done") return [heading, "", problem].join("\n")
  const result = run.largeExport.value.timed
  const capped = run.largeExport.value.capped
  const cappedRun = capped.runs[0]
  const lastBytes = result.runs.map((one) => one.lastByteMs)
  const growth = result.runs.map((one) => one.rssPeakMb - one.rssBeforeMb)
  const size = result.runs[0]?.bytes ?? 0
  return [
    heading,
    "",
    `The mock's bulk switch (\`POST /__mock/bulk-charges\`) gives alice.martin ${figure(result.rows)} generated ` +
      "charges; `GET /api/charges/download` for the last year then streams charges.csv as it is made, " +
      "gzip accepted, read to the last byte by Node's fetch. Memory is the mock process's resident set " +
      "(VmRSS) before the request and at its highest during it, sampled every 10 ms. Goal: the whole file " +
      "within 1 s, and memory flat — the file never held whole, which the capped run below shows.",
    "",
    table(
      [
        "run",
        "rows",
        "kB received",
        "first byte ms",
        "last byte ms",
        "RSS before MB",
        "RSS peak MB",
        "growth MB",
      ],
      result.runs.map((one, index) => [
        String(index + 1),
        figure(one.rows),
        figure(one.bytes / 1024),
        figure(one.firstByteMs),
        figure(one.lastByteMs),
        figure(one.rssBeforeMb, 1),
        figure(one.rssPeakMb, 1),
        figure(one.rssPeakMb - one.rssBeforeMb, 1),
      ]),
      0,
    ),
    "",
    `Median to the last byte: ${figure(median(lastBytes))} ms; largest memory growth ` +
      `${figure(Math.max(...growth), 1)} MB for a file of ${figure(size / 1024 / 1024, 1)} MB (resident memory ` +
      "includes garbage the collector has not yet reclaimed).",
    "",
    cappedRun === undefined
      ? "The capped run did not report."
      : `Flat memory, shown: ${figure(capped.rows)} rows (${figure(cappedRun.bytes / 1024 / 1024, 1)} MB) ` +
        `from a mock whose JavaScript heap is capped at 128 MB (\`--max-old-space-size=128\`): ` +
        `${figure(cappedRun.rows)} rows arrived in ${figure(cappedRun.lastByteMs)} ms, resident memory ` +
        `${figure(cappedRun.rssBeforeMb, 1)} → ${figure(cappedRun.rssPeakMb, 1)} MB. A file held whole could ` +
        "not fit in that heap.",
  ].join("\n")
}

const soakSection = (run: BenchRun): string => {
  const heading = "## Soak"
  const problem = notDone(run.soak)
  if (problem !== undefined || run.soak.kind !== "done") return [heading, "", problem].join("\n")
  const soaks = run.soak.value
  const heapOf = (soak: SoakResult) => (soak.heapLimitMb === undefined ? "none" : `${soak.heapLimitMb} MB`)
  return [
    heading,
    "",
    `${figure(soaks[0]?.requests ?? 0)} requests a run, ${soaks[0]?.concurrency ?? 0} at a time over loopback, ` +
      "cycling through ten kinds: a sign-in (alice.martin), a renewal, the accounts, the bills, a quick-pay " +
      "and a password-reset lookup (each a visitor pass the server keeps), a card page opened, `/me`, a " +
      "malformed sign-in (400) and a sign-out, with tokens taken from the last 64 received (so many are " +
      "already ended: 401 and 431). Every sign-in, pass and page is kept by the server until it ends, " +
      "expires or is pushed out by the per-customer and overall bounds. The mock runs with its rate limits " +
      "raised (they would answer most of these with 429). Memory is the mock process's resident set (VmRSS) " +
      "after the first 5,000 requests (start), at its highest (sampled every 50 ms) and at the end. Without " +
      "a heap cap V8 lets garbage pile up while memory is plentiful, so resident memory climbs; the second " +
      "run caps the JavaScript heap (`--max-old-space-size`): had the server kept anything per request it " +
      "would run out of heap, and resident memory stays flat.",
    "",
    table(
      [
        "heap cap",
        "requests",
        "seconds",
        "requests/s",
        "RSS start MB",
        "RSS peak MB",
        "RSS end MB",
        "failed requests",
      ],
      soaks.map((soak) => [
        heapOf(soak),
        figure(soak.requests),
        figure(soak.seconds, 1),
        figure(soak.requests / soak.seconds),
        figure(soak.rssStartMb, 1),
        figure(soak.rssPeakMb, 1),
        figure(soak.rssEndMb, 1),
        figure(soak.failures),
      ]),
      1,
    ),
    "",
    ...soaks.map(
      (soak) =>
        `- Heap cap ${heapOf(soak)}: resident memory every ${figure(soak.samples[0]?.requests ?? 0)} requests ` +
        `${soak.samples.map((sample) => figure(sample.rssMb, 1)).join(" → ")} MB; answers ` +
        `${Object.entries(soak.statuses)
          .sort(([first], [second]) => first.localeCompare(second))
          .map(([status, count]) => `${status}: ${figure(count)}`)
          .join(", ")}.`,
    ),
  ].join("\n")
}

const signInSection = (run: BenchRun): string => {
  const heading = "## Sign-in to balance"
  const problem = notDone(run.signIn)
  if (problem !== undefined || run.signIn.kind !== "done") return [heading, "", problem].join("\n")
  const timing = run.signIn.value
  return [
    heading,
    "",
    `Playwright with Chromium, ${timing.runsMs.length} runs after ${timing.warmupRuns} warm-up run(s) not ` +
      "counted: a fresh browser context each time and a reset mock (`POST /__mock/reset`), open `/`, fill the " +
      "form as alice.martin, press Sign in; the time from the press until the dashboard's balance " +
      '(`data-testid="balance"`) is visible. ' +
      "Playwright's default 1280×720 viewport, no throttling.",
    "",
    table(
      ["runs", "median ms", "p95 ms", "fastest ms", "slowest ms"],
      [
        [
          String(timing.runsMs.length),
          figure(timing.medianMs),
          figure(timing.p95Ms),
          figure(percentile(timing.runsMs, 0)),
          figure(percentile(timing.runsMs, 1)),
        ],
      ],
      0,
    ),
    "",
    `Every run, in order (ms): ${timing.runsMs.map((ms) => figure(ms)).join(", ")}.`,
  ].join("\n")
}

const sizeSection = (run: BenchRun): string => {
  const heading = "## Bundle size per route (`npm run size`)"
  const problem = notDone(run.sizes)
  if (problem !== undefined || run.sizes.kind !== "done") return [heading, "", problem].join("\n")
  const { table: text, problems } = run.sizes.value
  return [
    heading,
    "",
    "JS and CSS each page's first load fetches (index.html's entry, the route's and its layouts' chunks, the " +
      "English messages), as the mock sends them: each file's gzip copy (Zopfli) or Brotli copy, which the build " +
      "writes, and a file under 1 kB as it is; 1 kB = 1,000 bytes. Not noisy: it depends on the build only.",
    "",
    "```text",
    text,
    "```",
    ...problems.map((item) => `\n- ${item}`),
  ].join("\n")
}

export const renderDocument = (run: BenchRun): string =>
  [
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` (scripts/bench/main.ts) on ${run.startedAt.toISOString().replace(/\.\d+Z$/u, "Z")}; ` +
      `the run took ${Math.round(run.durationSeconds)} s. The mock servers ran on a fixed clock ` +
      `(MOCK_NOW=${run.mockNow}) on free ports of 127.0.0.1 and were stopped at the end.`,
    "",
    "Absolute figures depend on the machine and on what else runs on it (see the load average below): compare " +
      "figures from one run, or runs on the same quiet machine. Re-run with `npm run bench` " +
      "(`npm run bench -- --runs 3` for Lighthouse medians of 3).",
    ...(Math.max(run.loadAtStart, run.loadAtEnd) > run.machine.cores / 2
      ? [
          "",
          `**This run shared the machine** (load average ${run.loadAtStart.toFixed(1)} at the start, ` +
            `${run.loadAtEnd.toFixed(1)} at the end, on ${run.machine.cores} cores): ` +
            "treat its absolute figures as rough, its ratios as indicative.",
        ]
      : []),
    "",
    machineSection(run),
    "",
    lighthouseSection(run),
    "",
    throughputSection(run),
    "",
    largeExportSection(run),
    "",
    soakSection(run),
    "",
    signInSection(run),
    "",
    sizeSection(run),
    "",
  ].join("\n")
