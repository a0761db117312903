import { Schema } from "effect"
import { boundedString, listBounds, textBounds } from "./bounds.ts"
import { IsoDate, Money, PageNumber, PageSize, RowCount } from "./primitives.ts"

export const Charge = Schema.Struct({
  chargeName: boundedString(textBounds.name),
  statementDate: IsoDate,
  startDate: IsoDate,
  endDate: IsoDate,
  amount: Money,
  tax: Money,
  total: Money,
  quantity: Schema.Finite,
}).annotate({ identifier: "Charge" })
export type Charge = typeof Charge.Type

export const ChargeList = Schema.Struct({
  charges: Schema.Array(Charge).check(Schema.isMaxLength(listBounds.page)),
  rowCount: RowCount,
}).annotate({ identifier: "ChargeList" })

export const ChargeQuery = Schema.Struct({
  page: PageNumber,
  pageSize: PageSize,
  startDate: Schema.optionalKey(IsoDate),
  endDate: Schema.optionalKey(IsoDate),
  subscriptionPointID: Schema.optionalKey(boundedString(textBounds.id)),
  subFilter: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(30))),
  atrTransactionID: Schema.optionalKey(boundedString(textBounds.id)),
}).annotate({ identifier: "ChargeQuery" })

export const ChargeDownloadQuery = Schema.Struct({
  startDate: IsoDate,
  endDate: IsoDate,
  subscriptionPointID: Schema.optionalKey(boundedString(textBounds.id)),
}).annotate({ identifier: "ChargeDownloadQuery" })
