import type { LanguageCode, UsageRow } from "@billpath/contract"
import { csvAmount, csvFile } from "./csv-file.ts"
import { csvHeader, csvLabels } from "./csv-labels.ts"

/** The usage summary download (usageSummary.csv); a net column saves guessing the discount's sign. */
export const usageSummaryCsv = (rows: ReadonlyArray<UsageRow>, language: LanguageCode): string =>
  csvFile(
    csvHeader(csvLabels.usageSummary, language),
    rows.map((row) => [
      row.serviceID,
      String(row.quantity),
      csvAmount(row.charge),
      csvAmount(row.discount),
      csvAmount(row.charge - row.discount),
      (row.unbilled ? csvLabels.yes : csvLabels.no)[language],
    ]),
  )
