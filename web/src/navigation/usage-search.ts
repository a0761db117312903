import { identifierFrom, pageFrom } from "./list-search.ts"

/** Spec §2 Usage, kept in the address; without `atrTransactionID` it is the usage not billed yet. */
export interface UsageSearch {
  readonly page?: number
  readonly atrTransactionID?: string
  readonly serviceID?: string
}

/** A service ID search as typed: letters, digits and hyphens, up to 30 (spec §5); anything else is none. */
const serviceSearchFrom = (value: unknown): string | undefined =>
  typeof value === "string" && /^[A-Za-z0-9-]{1,30}$/u.test(value) ? value : undefined

/** Keeps only what is well formed; anything else falls back to the screen's default, never an error. */
export const usageSearch = (search: Record<string, unknown>): UsageSearch => {
  const page = pageFrom(search.page)
  const atrTransactionID = identifierFrom(search.atrTransactionID)
  const serviceID = serviceSearchFrom(search.serviceID)
  return {
    ...(page === undefined ? {} : { page }),
    ...(atrTransactionID === undefined ? {} : { atrTransactionID }),
    ...(serviceID === undefined ? {} : { serviceID }),
  }
}
