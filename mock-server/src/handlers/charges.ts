import { type Charge, type chargeEndpoints, success } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { chargesCsv } from "../documents/charges-csv.ts"
import type { AccountRecord, StatementCharge } from "../store/state.ts"
import { textBytes } from "./files.ts"
import { containsText, pageOf, withinRange } from "./lists.ts"
import { accountOf } from "./records.ts"

interface ChargeFilter {
  readonly startDate?: string | undefined
  readonly endDate?: string | undefined
  readonly subscriptionPointID?: string | undefined
  readonly subFilter?: string | undefined
  readonly atrTransactionID?: string | undefined
}

/** Newest statement first, in the statement's own order within it. */
const chargesMatching = (account: AccountRecord | undefined, filter: ChargeFilter): ReadonlyArray<Charge> =>
  (account?.statements ?? [])
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
    .map(withoutServicePoint)

const withoutServicePoint = ({ subscriptionPointID: _servicePoint, ...charge }: StatementCharge): Charge =>
  charge

export const chargeHandlers = (context: ServerContext): GroupHandlers<typeof chargeEndpoints> => ({
  getCharges: ({ caller, input }) => {
    const { page, pageSize, ...filter } = input.query
    const { items, rowCount } = pageOf(chargesMatching(accountOf(context, caller), filter), page, pageSize)
    return success({ charges: items, rowCount })
  },

  downloadCharges: ({ caller, input, language }) => {
    const charges = chargesMatching(accountOf(context, caller), input.query)
    return success(textBytes(chargesCsv(charges, language)))
  },
})
