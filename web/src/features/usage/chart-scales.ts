/**
 * The usage chart's two scales, written out rather than imported: d3-scale's linear scale brings d3's
 * colour, interpolation and number-format modules (about 6 kB gzip) for a chart that maps a count to a
 * height. Same algorithms as d3 (d3-scale 4's band and linear `nice`, d3-array 3's ticks); a test holds
 * them to d3's answers.
 */

const e10 = Math.sqrt(50)
const e5 = Math.sqrt(10)
const e2 = Math.sqrt(2)

/** The step between round ticks for about `count` of them over [start, stop] (negative: 1 / step). */
const tickIncrement = (start: number, stop: number, count: number): number => {
  const step = (stop - start) / Math.max(0, count)
  const power = Math.floor(Math.log(step) / Math.LN10)
  const error = step / 10 ** power
  const factor = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1
  return power >= 0 ? factor * 10 ** power : -(10 ** -power) / factor
}

/** About `count` round values from start to stop (start ≤ stop). */
export const ticks = (start: number, stop: number, count: number): ReadonlyArray<number> => {
  if (start === stop && count > 0) return [start]
  const step = tickIncrement(start, stop, count)
  if (step === 0 || !Number.isFinite(step)) return []
  const values: Array<number> = []
  if (step > 0) {
    let r0 = Math.round(start / step)
    let r1 = Math.round(stop / step)
    if (r0 * step < start) r0 += 1
    if (r1 * step > stop) r1 -= 1
    for (let r = r0; r <= r1; r += 1) values.push(r * step)
  } else {
    const inverse = -step
    let r0 = Math.round(start * inverse)
    let r1 = Math.round(stop * inverse)
    if (r0 / inverse < start) r0 += 1
    if (r1 / inverse > stop) r1 -= 1
    for (let r = r0; r <= r1; r += 1) values.push(r / inverse)
  }
  return values
}

/** [start, stop] widened to round values, as d3's `nice()` with its ten ticks. */
export const niceDomain = (start: number, stop: number, count = 10): readonly [number, number] => {
  let low = start
  let high = stop
  let previous: number | undefined
  for (let tries = 0; tries < 10; tries += 1) {
    const step = tickIncrement(low, high, count)
    if (step === previous) return [low, high]
    if (step > 0) {
      low = Math.floor(low / step) * step
      high = Math.ceil(high / step) * step
    } else if (step < 0) {
      low = Math.ceil(low * step) / step
      high = Math.floor(high * step) / step
    } else {
      break
    }
    previous = step
  }
  return [start, stop]
}

/** A vertical scale from 0 to (a round value above) `most`, drawn from `height` (0) up to 0 (the top). */
export const heightScale = (most: number, height: number) => {
  const [low, high] = niceDomain(0, most)
  return {
    at: (value: number): number => height + ((value - low) / (high - low)) * (0 - height),
    ticks: (count: number): ReadonlyArray<number> => ticks(low, high, count),
  }
}

/** Bands for `keys` across `width`, the gaps between and around them `padding` of a step (d3's band). */
export const bandScale = (keys: ReadonlyArray<string>, width: number, padding: number) => {
  const count = keys.length
  const step = width / Math.max(1, count - padding + padding * 2)
  const start = (width - step * (count - padding)) * 0.5
  const index = new Map(keys.map((key, position) => [key, position]))
  return {
    at: (key: string): number | undefined => {
      const position = index.get(key)
      return position === undefined ? undefined : start + step * position
    },
    bandwidth: step * (1 - padding),
  }
}
