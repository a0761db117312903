/** Order statistics of a sample, by the nearest-rank method (no interpolation: every figure was measured). */

export const percentile = (values: ReadonlyArray<number>, fraction: number): number | undefined => {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)))
  return sorted[rank - 1]
}

export const median = (values: ReadonlyArray<number>): number | undefined => percentile(values, 0.5)
