import { fail, success, type UsageSummaryQuery, type usageEndpoints } from "@billpath/contract"
import type { GroupHandlers } from "../contract/handler.ts"
import { usageDetailCsv } from "../documents/usage-detail-csv.ts"
import { usageSummaryCsv } from "../documents/usage-summary-csv.ts"
import { usageUnits } from "../fixtures/history.ts"
import type { AccountRecord, Statement } from "../store/state.ts"
import { containsText, pageOf } from "./lists.ts"

/** Usage of a bill date, else unbilled, by service ID search (docs/decisions/014-mock-server-behaviour.md) */
const usageMatching = (account: AccountRecord, filter: typeof UsageSummaryQuery.Type) => {
  const billed = account.statements.find(
    (statement) => statement.atrTransactionID === filter.atrTransactionID,
  )
  const records = filter.atrTransactionID ? (billed?.usage ?? []) : account.unbilledUsage
  return records.filter((record) => containsText(record.row.serviceID, filter.subFilter))
}

const billingDate = (statement: Statement) => ({
  ATRTransactionID: statement.atrTransactionID,
  statementDate: statement.bill.statementDate,
})

export const usageHandlers: GroupHandlers<typeof usageEndpoints> = {
  getUsage: ({ account, input }) => {
    const { page, pageSize, ...filter } = input.query
    const rows = usageMatching(account, filter).map((record) => record.row)
    return success(pageOf(rows, page, pageSize))
  },

  getBillingDates: ({ account, input }) => {
    if (account.accountNumber !== input.query.BPID) return fail("notFound")
    return success({ items: account.statements.map(billingDate) })
  },

  getUsageHistory: ({ account, input }) => {
    const serviceID = input.query.serviceID
    const periods = account.statements.slice(0, input.query.periods ?? 12).flatMap((statement) => {
      const record = statement.usage.find((candidate) => candidate.row.serviceID === serviceID)
      return record === undefined
        ? []
        : [{ ...billingDate(statement), quantity: record.row.quantity, charge: record.row.charge }]
    })
    if (periods.length === 0 && !account.unbilledUsage.some((record) => record.row.serviceID === serviceID)) {
      return fail("notFound")
    }
    const point = account.servicePoints.find((candidate) => candidate.serviceID === serviceID)
    const service = point === undefined ? {} : { kind: point.kind, unit: usageUnits[point.kind].unit }
    return success({ serviceID, ...service, items: periods.toReversed() })
  },

  downloadUsageSummary: ({ account, input, language }) => {
    const rows = usageMatching(account, input.query).map((record) => record.row)
    return success(new TextEncoder().encode(usageSummaryCsv(rows, language)))
  },

  downloadUsageDetail: ({ account, input, language }) => {
    const record = [
      ...account.unbilledUsage,
      ...account.statements.flatMap((statement) => statement.usage),
    ].find((candidate) => candidate.row.downloadCriteria === input.query.downloadCriteria)
    if (record === undefined) return fail("notFound")
    const csv = usageDetailCsv(record.row.serviceID, record.details, language)
    return success(new TextEncoder().encode(csv))
  },
}
