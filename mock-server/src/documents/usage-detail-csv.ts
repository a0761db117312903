import type { LanguageCode } from "@billpath/contract"
import { csvAmount, csvFile } from "./csv-file.ts"
import { csvHeader, csvLabels } from "./csv-labels.ts"

/** One metered event behind a usage row: a call, a session, a meter reading. */
export interface UsageDetailRecord {
  /** An instant, ISO 8601 in UTC. */
  readonly occurredAt: string
  readonly description: string
  readonly quantity: number
  readonly unit: string
  readonly charge: number
}

/** The usage detail download (usage-detail.csv) for one service; instants ISO 8601 UTC, as given. */
export const usageDetailCsv = (
  serviceID: string,
  records: ReadonlyArray<UsageDetailRecord>,
  language: LanguageCode,
): string =>
  csvFile(
    csvHeader(csvLabels.usageDetail, language),
    records.map((record) => [
      serviceID,
      record.occurredAt,
      record.description,
      String(record.quantity),
      record.unit,
      csvAmount(record.charge),
    ]),
  )
