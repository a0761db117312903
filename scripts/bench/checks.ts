/** Small checks for data that crosses a boundary (JSON from Lighthouse, HTTP answers): read, never cast. */

export type UnknownRecord = Readonly<Record<string, unknown>>

export const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** `value[key]` when `value` is an object, else undefined. */
export const field = (value: unknown, ...path: ReadonlyArray<string>): unknown =>
  path.reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), value)

export const numberOrUndefined = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined

export const stringOrUndefined = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error))
