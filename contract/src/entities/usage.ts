import { Schema, Struct } from "effect"
import { fieldLimits } from "../rules/limits.ts"
import { textField } from "../rules/text.ts"
import { boundedString, isInt32, listBounds, textBounds } from "./bounds.ts"
import {
  AccountNumber,
  IsoDate,
  itemList,
  itemPage,
  Money,
  PageNumber,
  PageSize,
  ServiceId,
} from "./primitives.ts"

export const UsageRow = Schema.Struct({
  serviceID: boundedString(textBounds.id),
  quantity: Schema.Finite,
  charge: Money,
  /** A positive amount, shown with a leading minus. */
  discount: Money,
  unbilled: Schema.Boolean,
  /** Opaque; passed back to GET /usage/downloadusagedetail for this row's CSV. */
  downloadCriteria: boundedString(textBounds.token),
}).annotate({ identifier: "UsageRow" })
export type UsageRow = typeof UsageRow.Type

export const UsageList = itemPage("UsageList", UsageRow)

/** The usage screen's filter: a bill date (ATR transaction) and a service ID search. */
export const UsageFilter = Schema.Struct({
  page: PageNumber,
  pageSize: PageSize,
  subFilter: Schema.optionalKey(textField({ max: fieldLimits.serviceSearch })),
  atrTransactionID: Schema.optionalKey(boundedString(textBounds.id)),
}).annotate({ identifier: "UsageFilter" })

/** GET /usage/downloadusagesummary (parameters not shown in the spec; ours). */
export const UsageSummaryQuery = UsageFilter.mapFields(Struct.omit(["page", "pageSize"])).annotate({
  identifier: "UsageSummaryQuery",
})

export const UsageDetailQuery = Schema.Struct({
  downloadCriteria: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(textBounds.token)),
})

export const BillingDate = Schema.Struct({
  ATRTransactionID: boundedString(textBounds.id),
  statementDate: IsoDate,
}).annotate({ identifier: "BillingDate" })

export const BillingDateList = itemList("BillingDateList", BillingDate, listBounds.statements)

/** BPID is the billing point: the account number. */
export const BillingDatesQuery = Schema.Struct({ BPID: AccountNumber })

/** GET /usage/history (ours, for the usage chart): one service over its last billing periods. */
export const UsageHistoryQuery = Schema.Struct({
  serviceID: ServiceId,
  /** How many billing periods, newest last; 12 when absent. */
  periods: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 24 }), isInt32())),
}).annotate({ identifier: "UsageHistoryQuery" })

/** A service's usage in one billed period: the same quantity and charge as its row of GET /usage. */
export const UsagePeriod = Schema.Struct({
  ...BillingDate.fields,
  quantity: Schema.Finite,
  charge: Money,
}).annotate({ identifier: "UsagePeriod" })
export type UsagePeriod = typeof UsagePeriod.Type

/** What a service is, for naming it to the customer ("Mobile", "Electricity") beside its ID. Ours. */
export const ServiceKind = Schema.Literals(["mobile", "internet", "tv", "electricity", "water", "fleet"])
export type ServiceKind = typeof ServiceKind.Type

/** The unit a service's usage quantity counts in. Ours. */
export const UsageUnit = Schema.Literals(["MB", "GB", "h", "kWh", "m3"])
export type UsageUnit = typeof UsageUnit.Type

export const UsageHistory = Schema.Struct({
  serviceID: boundedString(textBounds.id),
  /** Absent when the provider does not say: the portal then names the service by its ID alone. */
  kind: Schema.optionalKey(ServiceKind),
  /** Absent when the provider does not say: quantities then show without a unit. */
  unit: Schema.optionalKey(UsageUnit),
  /** Oldest first, as a chart reads left to right. */
  items: Schema.Array(UsagePeriod).check(Schema.isMaxLength(24)),
}).annotate({ identifier: "UsageHistory" })
