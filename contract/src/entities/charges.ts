import { Schema } from "effect"
import { IsoDate, Money, PageNumber, PageSize, RowCount } from "./primitives.ts"

export const Charge = Schema.Struct({
  chargeName: Schema.String,
  statementDate: IsoDate,
  startDate: IsoDate,
  endDate: IsoDate,
  amount: Money,
  tax: Money,
  total: Money,
  quantity: Schema.Finite,
}).annotate({ identifier: "Charge" })
export type Charge = typeof Charge.Type

export const ChargeList = Schema.Struct({ charges: Schema.Array(Charge), rowCount: RowCount }).annotate({
  identifier: "ChargeList",
})

export const ChargeQuery = Schema.Struct({
  page: PageNumber,
  pageSize: PageSize,
  startDate: Schema.optionalKey(IsoDate),
  endDate: Schema.optionalKey(IsoDate),
  subscriptionPointID: Schema.optionalKey(Schema.String),
  subFilter: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(30))),
  atrTransactionID: Schema.optionalKey(Schema.String),
}).annotate({ identifier: "ChargeQuery" })

export const ChargeDownloadQuery = Schema.Struct({
  startDate: IsoDate,
  endDate: IsoDate,
  subscriptionPointID: Schema.optionalKey(Schema.String),
}).annotate({ identifier: "ChargeDownloadQuery" })
