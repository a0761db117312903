import { type Charge, type ChargeQuery, type chargeEndpoints, isoDayOf, success } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { bulkCharges } from "../documents/bulk-charges.ts"
import { chargesCsv, chargesCsvStream } from "../documents/charges-csv.ts"
import type { AccountRecord } from "../store/state.ts"
import { containsText, pageOf, withinRange } from "./lists.ts"

/** The list's filter; the download's query is a narrower one. */
type ChargeFilter = Partial<Omit<typeof ChargeQuery.Type, "page" | "pageSize">>

/** Newest statement first, in the statement's own order within it. */
const chargesMatching = (account: AccountRecord, filter: ChargeFilter): ReadonlyArray<Charge> =>
  account.statements
    .filter(
      (statement) =>
        withinRange(statement.bill.statementDate, filter.startDate, filter.endDate) &&
        (filter.atrTransactionID === undefined || statement.atrTransactionID === filter.atrTransactionID),
    )
    .flatMap((statement) => statement.charges)
    .filter(
      (charge) =>
        (filter.subscriptionPointID === undefined ||
          charge.subscriptionPointID === filter.subscriptionPointID) &&
        containsText(charge.chargeName, filter.subFilter),
    )
    .map(({ subscriptionPointID: _servicePoint, ...charge }) => charge)

function* bulkMatching(account: AccountRecord, count: number, today: string, filter: ChargeFilter) {
  const service = account.servicePoints.find(
    (point) => point.subscriptionPointID === filter.subscriptionPointID,
  )?.serviceID
  if (filter.subscriptionPointID !== undefined && service === undefined) return
  for (const charge of bulkCharges(count, today)) {
    if (service !== undefined && !charge.chargeName.endsWith(service)) continue
    if (!withinRange(charge.statementDate, filter.startDate, filter.endDate)) continue
    if (containsText(charge.chargeName, filter.subFilter)) yield charge
  }
}

export const chargeHandlers = (context: ServerContext): GroupHandlers<typeof chargeEndpoints> => {
  /** The generated history of an account given one by the bulk switch, as its filter narrows it. */
  const bulkOf = (account: AccountRecord, filter: ChargeFilter) => {
    const count = context.store.state.bulkCharges.get(account.accountNumber)
    return count === undefined
      ? undefined
      : bulkMatching(account, count, isoDayOf(context.clock.millis()), filter)
  }
  return {
    getCharges: ({ account, input }) => {
      const { page, pageSize, ...filter } = input.query
      const bulk = bulkOf(account, filter)
      if (bulk !== undefined) {
        // Counted and paged as they are made: the page's rows are kept, the others only counted.
        const first = (page - 1) * pageSize
        const charges: Array<Charge> = []
        let rowCount = 0
        for (const charge of bulk) {
          if (rowCount >= first && charges.length < pageSize) charges.push(charge)
          rowCount += 1
        }
        return success({ charges, rowCount })
      }
      const { items, rowCount } = pageOf(chargesMatching(account, filter), page, pageSize)
      return success({ charges: items, rowCount })
    },

    downloadCharges: ({ account, input, language }) => {
      const bulk = bulkOf(account, input.query)
      if (bulk !== undefined) return success(chargesCsvStream(bulk, language))
      return success(new TextEncoder().encode(chargesCsv(chargesMatching(account, input.query), language)))
    },
  }
}
