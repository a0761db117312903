import type { Charge, LanguageCode } from "@billpath/contract"
import { csvAmount, csvFile, csvRecords } from "./csv-file.ts"
import { csvHeader, csvLabels } from "./csv-labels.ts"

const cellsOf = (charge: Charge): ReadonlyArray<string> => [
  charge.chargeName,
  charge.statementDate,
  charge.startDate,
  charge.endDate,
  String(charge.quantity),
  csvAmount(charge.amount),
  csvAmount(charge.tax),
  csvAmount(charge.total),
]

/** The charge history download (charges.csv): one row per charge, dates as ISO days. */
export const chargesCsv = (charges: ReadonlyArray<Charge>, language: LanguageCode): string =>
  csvFile(csvHeader(csvLabels.charges, language), charges.map(cellsOf))

/** Rows per chunk of a streamed charges.csv: small enough to keep memory flat. */
const rowsPerChunk = 1000

/** The same file, made while it is sent: the header, then the rows a chunk at a time. */
export async function* chargesCsvStream(
  charges: Iterable<Charge>,
  language: LanguageCode,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  yield encoder.encode(csvFile(csvHeader(csvLabels.charges, language), []))
  let chunk: Array<ReadonlyArray<string>> = []
  for (const charge of charges) {
    chunk.push(cellsOf(charge))
    if (chunk.length === rowsPerChunk) {
      yield encoder.encode(csvRecords(chunk))
      chunk = []
      // Lets the server answer other requests between chunks.
      await new Promise<void>((resolve) => setImmediate(resolve))
    }
  }
  if (chunk.length > 0) yield encoder.encode(csvRecords(chunk))
}
