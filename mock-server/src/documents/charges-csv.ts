import type { Charge, LanguageCode } from "@billpath/contract"
import { csvAmount, csvFile, csvQuantity } from "./csv-file.ts"
import { csvLabels } from "./csv-labels.ts"

/** The charge history download (charges.csv): one row per charge, dates as ISO days. */
export const chargesCsv = (charges: ReadonlyArray<Charge>, language: LanguageCode): string => {
  const labels = csvLabels[language].charges
  return csvFile(
    [
      labels.chargeName,
      labels.statementDate,
      labels.startDate,
      labels.endDate,
      labels.quantity,
      labels.amount,
      labels.tax,
      labels.total,
    ],
    charges.map((charge) => [
      charge.chargeName,
      charge.statementDate,
      charge.startDate,
      charge.endDate,
      csvQuantity(charge.quantity),
      csvAmount(charge.amount),
      csvAmount(charge.tax),
      csvAmount(charge.total),
    ]),
  )
}
