import { Schema } from "effect"
import { boundedString, listBounds, textBounds } from "./bounds.ts"
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
  cardType: boundedString(textBounds.id),
  cardLastFour: Schema.String.check(Schema.isPattern(/^[0-9]{4}$/u), Schema.isMaxLength(4)),
}).annotate({ identifier: "CardInfo" })

/** The bank account paying an account on direct-debit autopay; numbers arrive masked but the last four. */
export const BankInfo = Schema.Struct({
  directDebitBankName: boundedString(textBounds.name),
  directDebitAccountNumber: boundedString(textBounds.id),
  directDebitRoutingNumber: boundedString(textBounds.id),
  directDebitAccountType: AccountType,
}).annotate({ identifier: "BankInfo" })

export const AccountSummary = Schema.Struct({
  accountId: boundedString(textBounds.id),
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
  cyclePortalSiteID: boundedString(textBounds.id),
  firstName: boundedString(textBounds.name),
  isElectronicDelivery: Schema.Boolean,
  requireEBill: Schema.Boolean,
  /** Not null when the PDF attachment option is offered; the code to send back when it is chosen. */
  billingPDFAttachmentReasonCode: Schema.NullOr(boundedString(20)),
  eBillReason: Schema.NullOr(boundedString(textBounds.text)),
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

export const AccountList = itemList("AccountList", AccountSummary, listBounds.accounts)

export const SubscriptionPoint = Schema.Struct({
  subscriptionPointID: boundedString(textBounds.id),
  serviceIDToDisplay: ServiceId,
}).annotate({ identifier: "SubscriptionPoint" })

export type SubscriptionPoint = typeof SubscriptionPoint.Type

export const SubscriptionPointList = itemList("SubscriptionPointList", SubscriptionPoint, listBounds.services)

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
