import { Schema } from "effect"
import {
  AccountNumber,
  AccountType,
  IsoDate,
  itemList,
  LanguageCode,
  Money,
  ServiceId,
} from "./primitives.ts"

/** The card paying an account on credit-card autopay. */
export const CardInfo = Schema.Struct({
  cardType: Schema.String,
  cardLastFour: Schema.String.check(Schema.isPattern(/^[0-9]{4}$/u)),
}).annotate({ identifier: "CardInfo" })

/** The bank account paying an account on direct-debit autopay; numbers arrive masked but the last four. */
export const BankInfo = Schema.Struct({
  directDebitBankName: Schema.String,
  directDebitAccountNumber: Schema.String,
  directDebitRoutingNumber: Schema.String,
  directDebitAccountType: AccountType,
}).annotate({ identifier: "BankInfo" })

export const AccountSummary = Schema.Struct({
  accountId: Schema.String,
  accountNumber: AccountNumber,
  paymentDueAmount: Money,
  paymentDueDate: Schema.NullOr(IsoDate),
  isAutoPayEnabled: Schema.Boolean,
  autoPayScheduledDate: Schema.NullOr(IsoDate),
  isAutoPayDirectDebit: Schema.Boolean,
  isPayTypeLocked: Schema.Boolean,
  isEPayProhibited: Schema.Boolean,
  lastStatementDate: Schema.NullOr(IsoDate),
  lastStatementHasPDF: Schema.Boolean,
  cyclePortalSiteID: Schema.String,
  firstName: Schema.String,
  isElectronicDelivery: Schema.Boolean,
  requireEBill: Schema.Boolean,
  /** Not null when the PDF attachment option is offered; the code to send back when it is chosen. */
  billingPDFAttachmentReasonCode: Schema.NullOr(Schema.String),
  eBillReason: Schema.NullOr(Schema.String),
  billingShowReplyEnvelopeOption: Schema.Boolean,
  billingReplyEnvelopeDefault: Schema.Boolean,
  replyEnvelopeChecked: Schema.Boolean,
  /** Whether the PDF attachment is chosen (ours: docs/decisions/002-endpoints-the-spec-does-not-show.md). */
  pdfAttachmentChecked: Schema.Boolean,
  validateRoutingNumber: Schema.Boolean,
  /** The notifications opt-in of registration and account settings (our addition). */
  notificationsOptIn: Schema.Boolean,
  cardInfo: Schema.NullOr(CardInfo),
  bankInfo: Schema.NullOr(BankInfo),
}).annotate({ identifier: "AccountSummary" })
export type AccountSummary = typeof AccountSummary.Type

export const AccountList = itemList("AccountList", AccountSummary)

export const SubscriptionPoint = Schema.Struct({
  subscriptionPointID: Schema.String,
  serviceIDToDisplay: ServiceId,
}).annotate({ identifier: "SubscriptionPoint" })

export type SubscriptionPoint = typeof SubscriptionPoint.Type

export const SubscriptionPointList = itemList("SubscriptionPointList", SubscriptionPoint)

/** The payload of PUT /accounts/{accountNumber}/accountSettings (not shown in the spec; ours). */
export const AccountSettingsUpdate = Schema.Struct({
  notificationsOptIn: Schema.Boolean,
}).annotate({ identifier: "AccountSettingsUpdate" })

/** PUT /billoptions: electronic or paper delivery and its options. */
export const BillOptionsUpdate = Schema.Struct({
  electronicDelivery: Schema.Boolean,
  languageCode: LanguageCode,
  /** Sent only when electronic delivery with the PDF attachment is chosen. */
  pdfAttachmentReasonCode: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(20))),
  includeReplyEnvelope: Schema.Boolean,
}).annotate({ identifier: "BillOptionsUpdate" })
