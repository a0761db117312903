import { Schema } from "effect"
import { fieldLimits } from "../rules/limits.ts"
import { textField } from "../rules/text.ts"
import { AccountNumber, IsoDate, Money, PageNumber, PageSize, RowCount } from "./primitives.ts"

export const UsageRow = Schema.Struct({
  serviceID: Schema.String,
  quantity: Schema.Finite,
  charge: Money,
  /** A positive amount, shown with a leading minus. */
  discount: Money,
  unbilled: Schema.Boolean,
  /** Opaque; passed back to GET /usage/downloadusagedetail for this row's CSV. */
  downloadCriteria: Schema.String,
}).annotate({ identifier: "UsageRow" })
export type UsageRow = typeof UsageRow.Type

export const UsageList = Schema.Struct({ items: Schema.Array(UsageRow), rowCount: RowCount }).annotate({
  identifier: "UsageList",
})

/** The usage screen's filter: a bill date (ATR transaction) and a service ID search. */
export const UsageFilter = Schema.Struct({
  page: PageNumber,
  pageSize: PageSize,
  subFilter: Schema.optionalKey(textField({ max: fieldLimits.serviceSearch })),
  atrTransactionID: Schema.optionalKey(Schema.String),
}).annotate({ identifier: "UsageFilter" })

/** GET /usage/downloadusagesummary (parameters not shown in the spec; ours). */
export const UsageSummaryQuery = Schema.Struct({
  subFilter: Schema.optionalKey(textField({ max: fieldLimits.serviceSearch })),
  atrTransactionID: Schema.optionalKey(Schema.String),
}).annotate({ identifier: "UsageSummaryQuery" })

export const UsageDetailQuery = Schema.Struct({ downloadCriteria: Schema.String.check(Schema.isNonEmpty()) })

export const BillingDate = Schema.Struct({
  ATRTransactionID: Schema.String,
  statementDate: IsoDate,
}).annotate({ identifier: "BillingDate" })

export const BillingDateList = Schema.Struct({ items: Schema.Array(BillingDate) }).annotate({
  identifier: "BillingDateList",
})

/** BPID is the billing point: the account number. */
export const BillingDatesQuery = Schema.Struct({ BPID: AccountNumber })
