import { describe, expect, test } from "vitest"
import { combineRounds, pairedRatio, processCpuMs, type TargetResult } from "./throughput.ts"

const measured = (label: string, roundRates: ReadonlyArray<number>): TargetResult => ({
  kind: "measured",
  label,
  path: "/api/accounts",
  figures: { requestsPerSecond: 0, p50Ms: 0, p99Ms: 0, requests: 0, bodyBytes: 738, cpuMicrosPerRequest: 0 },
  roundRates,
})

describe("throughput rounds", () => {
  test("a target's figures are the medians of its rounds, its requests their total", () => {
    const runs = [
      { requestsPerSecond: 9_000, p50Ms: 5, p99Ms: 12, requests: 36_000, cpuMs: 3_000 },
      { requestsPerSecond: 6_000, p50Ms: 7, p99Ms: 20, requests: 24_000, cpuMs: 2_400 },
      { requestsPerSecond: 8_000, p50Ms: 6, p99Ms: 11, requests: 32_000, cpuMs: 3_800 },
    ]
    expect(combineRounds(runs, 738)).toEqual({
      requestsPerSecond: 8_000,
      p50Ms: 6,
      p99Ms: 12,
      requests: 92_000,
      bodyBytes: 738,
      // The rounds' CPU time over their requests.
      cpuMicrosPerRequest: 100,
    })
    // A round without the server's CPU time: no figure rather than one from part of the rounds.
    expect(
      combineRounds(
        [...runs, { requestsPerSecond: 7_000, p50Ms: 6, p99Ms: 12, requests: 28_000, cpuMs: undefined }],
        738,
      ).cpuMicrosPerRequest,
    ).toBeUndefined()
  })

  test("a process's CPU time grows as it works", () => {
    const before = processCpuMs(process.pid)
    const until = Date.now() + 60
    let spin = 0
    while (Date.now() < until) spin += 1
    const after = processCpuMs(process.pid)
    expect(spin).toBeGreaterThan(0)
    expect(before).toBeDefined()
    expect((after ?? 0) - (before ?? 0)).toBeGreaterThanOrEqual(30)
    expect(processCpuMs(2 ** 22 + 1)).toBeUndefined()
  })

  test("a ratio is taken within each round, so a machine that slows down between rounds does not skew it", () => {
    // The machine runs at half speed in the second round: both targets feel it.
    const mock = measured("mock", [7_500, 3_750, 7_200])
    const bare = measured("bare", [10_000, 5_000, 10_000])
    expect(pairedRatio(mock, bare)).toEqual({ median: 0.75, lowest: 0.72, highest: 0.75 })
  })

  test("no ratio against a target that failed, or without a round in common", () => {
    const mock = measured("mock", [7_500])
    expect(pairedRatio(mock, { kind: "failed", label: "Prism", problem: "not installed" })).toBeUndefined()
    expect(pairedRatio(mock, measured("bare", []))).toBeUndefined()
  })
})
