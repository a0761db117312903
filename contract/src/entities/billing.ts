import { Schema } from "effect"
import { boundedString, textBounds } from "./bounds.ts"
import { IsoDate, itemPage, Money, PageNumber, PageSize } from "./primitives.ts"

export const Bill = Schema.Struct({
  totalDue: Money,
  statementDate: IsoDate,
  paymentDueDate: IsoDate,
  isPaid: Schema.Boolean,
  amountOutstanding: Money,
  hasPDF: Schema.Boolean,
}).annotate({ identifier: "Bill" })
export type Bill = typeof Bill.Type

export const BillList = itemPage("BillList", Bill)

export const Payment = Schema.Struct({
  amount: Money,
  paymentDate: IsoDate,
  /** How it was paid: a card type (VISA, MASTER CARD, AMEX, DISCOVER), CASH, or ACH for bank debits. */
  paymentMethod: boundedString(textBounds.id),
  /** The paying card or bank account, masked but the last four. */
  paymentAccount: boundedString(textBounds.id),
  isAutoPay: Schema.Boolean,
}).annotate({ identifier: "Payment" })
export type Payment = typeof Payment.Type

export const PaymentList = itemPage("PaymentList", Payment)

/** The query of the paged lists (bills, payments). */
export const ListCriteria = Schema.Struct({
  page: PageNumber,
  pageSize: PageSize,
  startDate: Schema.optionalKey(IsoDate),
  endDate: Schema.optionalKey(IsoDate),
  lastStatementOnly: Schema.optionalKey(Schema.Boolean),
  showUnpaidBalance: Schema.optionalKey(Schema.Boolean),
  subscriptionPointID: Schema.optionalKey(boundedString(textBounds.id)),
}).annotate({ identifier: "ListCriteria" })

export const BillDownloadQuery = Schema.Struct({ statementDate: IsoDate })
