import { formatIsoDay, formatUsDate, parseIsoDay, parseUsDate } from "@billpath/contract/rules"

/** Digits placed by position, so a text typed the US way (11/22/2026) cannot be read as a date it does not mean. */
export const maskIsoDate = (previous: string, typed: string): string => {
  const digits = typed.replace(/\D/gu, "").slice(0, 8)
  const text = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)]
    .filter((part) => part !== "")
    .join("-")
  const forward = typed.length > previous.length
  return forward && (digits.length === 4 || digits.length === 6) ? `${text}-` : text
}

/** A whole day becomes MM/DD/YYYY (spec §5); anything else stays as typed, which no US reading accepts. */
export const usTextOfIso = (text: string): string => {
  const date = /^\d{4}-\d{2}-\d{2}$/u.test(text) ? parseIsoDay(text) : undefined
  if (date !== undefined) return formatUsDate(date)
  const [year, month, day] = text.split("-")
  // Not a real day (2026-02-30): the same figures the US way, for the contract to refuse as a date.
  return year !== undefined && month !== undefined && day?.length === 2 ? `${month}/${day}/${year}` : text
}

/** The MM/DD/YYYY value as a French field shows it: YYYY-MM-DD, or as it is when it is no date. */
export const isoTextOfUs = (value: string): string => {
  const date = parseUsDate(value)
  return date === undefined ? value : formatIsoDay(date)
}
