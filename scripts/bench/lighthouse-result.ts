/** The figures the bench keeps from a Lighthouse result (its JSON, read field by field, not trusted). */
import { field, numberOrUndefined, stringOrUndefined } from "./checks.ts"
import { median } from "./stats.ts"

export const categoryIds = ["performance", "accessibility", "best-practices", "seo"] as const
export type CategoryId = (typeof categoryIds)[number]

export const metricAudits = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const
export type MetricName = keyof typeof metricAudits

export interface LighthouseFigures {
  /** 0–100, or undefined when Lighthouse could not score the category. */
  readonly scores: Readonly<Record<CategoryId, number | undefined>>
  readonly metrics: Readonly<Record<MetricName, number | undefined>>
  /** Weighted audits of the non-performance categories that scored below 1: why a score is under 100. */
  readonly lostPoints: ReadonlyArray<LostPoint>
  /** Where the page ended up (a guard may redirect). */
  readonly finalUrl: string | undefined
  readonly warnings: ReadonlyArray<string>
  /**
   * Lighthouse's measure of the host's CPU (environment.benchmarkIndex). Its 4x mobile slowdown assumes a
   * host of 1500–2000; on a slower one the same page's mobile figures come out worse.
   */
  readonly benchmarkIndex: number | undefined
}

export interface LostPoint {
  readonly category: CategoryId
  readonly audit: string
  readonly title: string
  /** The first offending item (a console message, an element), when the audit lists any. */
  readonly detail?: string
}

export type ReadResult =
  | { readonly kind: "figures"; readonly figures: LighthouseFigures }
  | { readonly kind: "problem"; readonly problem: string }

/** What the first item of an audit's details says (a console message, an element), shortened. */
const firstItemOf = (items: unknown): string | undefined => {
  const first: unknown = Array.isArray(items) ? items[0] : undefined
  const text =
    stringOrUndefined(field(first, "description")) ??
    stringOrUndefined(field(first, "node", "snippet")) ??
    stringOrUndefined(field(first, "url"))
  return text === undefined ? undefined : text.replaceAll(/\s+/gu, " ").slice(0, 160)
}

/** Performance is left out: its metrics are in the table, and its opportunities are many and noisy. */
const lostPointsOf = (lhr: unknown): ReadonlyArray<LostPoint> =>
  categoryIds
    .filter((category) => category !== "performance")
    .flatMap((category) => {
      const references = field(lhr, "categories", category, "auditRefs")
      return (Array.isArray(references) ? references : []).flatMap((reference: unknown) => {
        const audit = stringOrUndefined(field(reference, "id"))
        const weight = numberOrUndefined(field(reference, "weight")) ?? 0
        if (audit === undefined || weight <= 0) return []
        const score = numberOrUndefined(field(lhr, "audits", audit, "score"))
        if (score === undefined || score >= 1) return []
        const title = stringOrUndefined(field(lhr, "audits", audit, "title")) ?? audit
        const detail = firstItemOf(field(lhr, "audits", audit, "details", "items"))
        return [{ category, audit, title, ...(detail === undefined ? {} : { detail }) }]
      })
    })

const scoreOf = (lhr: unknown, id: CategoryId): number | undefined => {
  const score = numberOrUndefined(field(lhr, "categories", id, "score"))
  return score === undefined ? undefined : Math.round(score * 100)
}

export const readLighthouseResult = (lhr: unknown): ReadResult => {
  if (stringOrUndefined(field(lhr, "lighthouseVersion")) === undefined) {
    return { kind: "problem", problem: "Lighthouse returned no result" }
  }
  const runtimeError = stringOrUndefined(field(lhr, "runtimeError", "message"))
  if (runtimeError !== undefined) return { kind: "problem", problem: `Lighthouse: ${runtimeError}` }
  const warnings = field(lhr, "runWarnings")
  return {
    kind: "figures",
    figures: {
      scores: {
        performance: scoreOf(lhr, "performance"),
        accessibility: scoreOf(lhr, "accessibility"),
        "best-practices": scoreOf(lhr, "best-practices"),
        seo: scoreOf(lhr, "seo"),
      },
      metrics: {
        fcpMs: numberOrUndefined(field(lhr, "audits", metricAudits.fcpMs, "numericValue")),
        lcpMs: numberOrUndefined(field(lhr, "audits", metricAudits.lcpMs, "numericValue")),
        tbtMs: numberOrUndefined(field(lhr, "audits", metricAudits.tbtMs, "numericValue")),
        cls: numberOrUndefined(field(lhr, "audits", metricAudits.cls, "numericValue")),
      },
      lostPoints: lostPointsOf(lhr),
      finalUrl: stringOrUndefined(field(lhr, "finalDisplayedUrl")),
      warnings: Array.isArray(warnings) ? warnings.filter((warning) => typeof warning === "string") : [],
      benchmarkIndex: numberOrUndefined(field(lhr, "environment", "benchmarkIndex")),
    },
  }
}

const medianOf = (values: ReadonlyArray<number | undefined>): number | undefined =>
  median(values.filter((value) => value !== undefined))

/** Each figure's median over several runs of one page (each figure on its own). */
export const medianFigures = (runs: ReadonlyArray<LighthouseFigures>): LighthouseFigures => ({
  scores: {
    performance: medianOf(runs.map((run) => run.scores.performance)),
    accessibility: medianOf(runs.map((run) => run.scores.accessibility)),
    "best-practices": medianOf(runs.map((run) => run.scores["best-practices"])),
    seo: medianOf(runs.map((run) => run.scores.seo)),
  },
  metrics: {
    fcpMs: medianOf(runs.map((run) => run.metrics.fcpMs)),
    lcpMs: medianOf(runs.map((run) => run.metrics.lcpMs)),
    tbtMs: medianOf(runs.map((run) => run.metrics.tbtMs)),
    cls: medianOf(runs.map((run) => run.metrics.cls)),
  },
  lostPoints: [...new Map(runs.flatMap((run) => run.lostPoints).map((lost) => [lost.audit, lost])).values()],
  finalUrl: runs.at(-1)?.finalUrl,
  warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  benchmarkIndex: medianOf(runs.map((run) => run.benchmarkIndex)),
})
