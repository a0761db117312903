import { stringify } from "csv-stringify/sync"
import { roundCents } from "./document-format.ts"

/** What a spreadsheet reads as the start of a formula in a cell (OWASP's CSV injection list). */
const formulaStarts: ReadonlySet<string> = new Set(["=", "+", "-", "@", "\t", "\r"])

/** A negative amount or quantity, which a spreadsheet reads as a number, not a formula. */
const negativeNumber = /^-\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i

/** A cell that would open as a formula gets a leading apostrophe; a plain negative number stays a number. */
export const csvCell = (value: string): string =>
  formulaStarts.has(value.charAt(0)) && !negativeNumber.test(value) ? `'${value}` : value

const recordOptions = {
  record_delimiter: "windows",
  // csv-stringify stops quoting bare "\n" and "\r" once a record delimiter is given; a charge name
  // with a line break would then split its row in two.
  quote_record_delimiter: true,
  // Its own escape_formulas would also mark negative amounts as text.
  cast: { string: csvCell },
} as const

/** RFC 4180 with a UTF-8 byte order mark, without which Excel garbles French accents ("RelevÃ©"). */
export const csvFile = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string =>
  stringify([header, ...rows], { bom: true, ...recordOptions })

/** Rows alone, formatted as `csvFile` formats them (no mark, no header): the chunks of a streamed file. */
export const csvRecords = (rows: ReadonlyArray<ReadonlyArray<string>>): string =>
  stringify([...rows], recordOptions)

/** An amount as a plain decimal whatever the language: "1 234,50 $" would be text to a spreadsheet. */
export const csvAmount = (amount: number): string => roundCents(amount).toFixed(2)
