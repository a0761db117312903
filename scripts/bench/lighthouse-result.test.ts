import { describe, expect, test } from "vitest"
import { medianFigures, readLighthouseResult } from "./lighthouse-result.ts"

const lhr = (performance: number, lcp: number) => ({
  lighthouseVersion: "13.5.0",
  environment: { benchmarkIndex: 1000 + lcp / 10 },
  finalDisplayedUrl: "http://127.0.0.1:1/dashboard",
  runWarnings: ["slow", 3],
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    "best-practices": { score: null },
    seo: {
      score: 0.915,
      auditRefs: [
        { id: "robots-txt", weight: 1 },
        { id: "meta-description", weight: 1 },
        { id: "structured-data", weight: 0 },
      ],
    },
  },
  audits: {
    "first-contentful-paint": { numericValue: 900 },
    "largest-contentful-paint": { numericValue: lcp },
    "total-blocking-time": { numericValue: 0 },
    "cumulative-layout-shift": { numericValue: "0.01" },
    "robots-txt": {
      score: 0,
      title: "robots.txt is not valid",
      details: { items: [{ description: "Unknown  directive", line: 3 }, { description: "other" }] },
    },
    "meta-description": { score: 1, title: "Document has a meta description" },
    "structured-data": { score: null, title: "Structured data is valid" },
  },
})

describe("reading a Lighthouse result", () => {
  test("scores in percent, metrics as numbers, the weighted audits that failed; what is missing or malformed stays undefined", () => {
    const read = readLighthouseResult(lhr(0.87, 2_500))
    expect(read).toEqual({
      kind: "figures",
      figures: {
        scores: { performance: 87, accessibility: 100, "best-practices": undefined, seo: 92 },
        metrics: { fcpMs: 900, lcpMs: 2_500, tbtMs: 0, cls: undefined },
        lostPoints: [
          {
            category: "seo",
            audit: "robots-txt",
            title: "robots.txt is not valid",
            detail: "Unknown directive",
          },
        ],
        finalUrl: "http://127.0.0.1:1/dashboard",
        warnings: ["slow"],
        benchmarkIndex: 1_250,
      },
    })
  })

  test("a runtime error or no result is a problem, not figures", () => {
    expect(readLighthouseResult(undefined)).toEqual({
      kind: "problem",
      problem: "Lighthouse returned no result",
    })
    expect(
      readLighthouseResult({ lighthouseVersion: "13.5.0", runtimeError: { message: "NO_FCP" } }),
    ).toEqual({ kind: "problem", problem: "Lighthouse: NO_FCP" })
  })

  test("the median of several runs, figure by figure", () => {
    const runs = [lhr(0.5, 3_000), lhr(0.9, 1_000), lhr(0.7, 2_000)].flatMap((result) => {
      const read = readLighthouseResult(result)
      return read.kind === "figures" ? [read.figures] : []
    })
    const combined = medianFigures(runs)
    expect(combined.scores.performance).toBe(70)
    expect(combined.metrics.lcpMs).toBe(2_000)
    expect(combined.scores["best-practices"]).toBeUndefined()
    expect(combined.benchmarkIndex).toBe(1_200)
  })
})
