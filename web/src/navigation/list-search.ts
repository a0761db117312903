import type { IsoDay } from "@billpath/contract/rules"

/** Shape only: a real day and a range's order are the loader's checks, keeping calendar rules off the first page. */
export const isIsoDay = (value: unknown): value is IsoDay =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/u.test(value)

/** A page number above 1 (page 1 is the default and stays out of the address); anything else is none. */
export const pageFrom = (value: unknown): number | undefined => {
  const page = Number(value)
  return Number.isInteger(page) && page > 1 ? page : undefined
}

/** A short opaque identifier (a subscription point, a bill date's transaction), or none. */
export const identifierFrom = (value: unknown): string | undefined =>
  typeof value === "string" && /^[\w.:-]{1,64}$/u.test(value) ? value : undefined
