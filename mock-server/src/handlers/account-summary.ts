import type { AccountSummary } from "@billpath/contract"
import { addDays } from "../clock.ts"
import { cents } from "../fixtures/random.ts"
import type { AccountRecord } from "../store/state.ts"

/** What the account owes: its open statements less its credit; negative when the provider owes. */
export const balanceOf = (account: AccountRecord): number =>
  cents(
    account.statements.reduce((sum, statement) => sum + statement.bill.amountOutstanding, 0) - account.credit,
  )

const lastFour = (digits: string): string =>
  `${"*".repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`

/** The account as GET /accounts shows it: numbers masked but the last four. */
export const accountSummary = (account: AccountRecord): AccountSummary => {
  const latest = account.statements[0]
  const balance = balanceOf(account)
  const method = account.payMethod
  const oldestUnpaid = account.statements.findLast((statement) => statement.bill.amountOutstanding > 0)
  const dueDate = balance > 0 ? (oldestUnpaid?.bill.paymentDueDate ?? null) : null
  return {
    accountId: account.accountId,
    accountNumber: account.accountNumber,
    paymentDueAmount: balance,
    paymentDueDate: dueDate,
    isAutoPayEnabled: method.kind !== "manual",
    autoPayScheduledDate:
      method.kind !== "manual" && dueDate !== null ? addDays(dueDate, -account.autopayLeadDays) : null,
    isAutoPayDirectDebit: method.kind === "debit",
    isPayTypeLocked: account.isPayTypeLocked,
    isEPayProhibited: account.isEPayProhibited,
    lastStatementDate: latest?.bill.statementDate ?? null,
    lastStatementHasPDF: latest?.bill.hasPDF ?? false,
    cyclePortalSiteID: account.cyclePortalSiteID,
    firstName: account.holder.firstName,
    isElectronicDelivery: account.isElectronicDelivery,
    requireEBill: account.requireEBill,
    billingPDFAttachmentReasonCode: account.pdfAttachmentReasonCode,
    eBillReason: account.requireEBill ? "Your account requires electronic bills." : null,
    billingShowReplyEnvelopeOption: account.showReplyEnvelopeOption,
    billingReplyEnvelopeDefault: account.replyEnvelopeDefault,
    replyEnvelopeChecked: account.replyEnvelopeChecked,
    pdfAttachmentChecked: account.pdfAttachmentChecked,
    validateRoutingNumber: account.validateRoutingNumber,
    notificationsOptIn: account.notificationsOptIn,
    cardInfo: method.kind === "card" ? { cardType: method.cardType, cardLastFour: method.lastFour } : null,
    bankInfo:
      method.kind === "debit"
        ? {
            directDebitBankName: method.bankName,
            directDebitAccountNumber: lastFour(method.accountNumber),
            directDebitRoutingNumber: lastFour(method.routingNumber),
            directDebitAccountType: method.accountType,
          }
        : null,
  }
}
