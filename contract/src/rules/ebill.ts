import type { AccountSummary, BillOptionsUpdate } from "../entities/account.ts"
import type { LanguageCode } from "../entities/primitives.ts"

export interface EBillChoice {
  readonly electronicDelivery: boolean
  readonly pdfAttachment: boolean
  readonly replyEnvelope: boolean
}

export type EBillFacts = Pick<
  AccountSummary,
  | "isElectronicDelivery"
  | "requireEBill"
  | "billingPDFAttachmentReasonCode"
  | "billingShowReplyEnvelopeOption"
  | "billingReplyEnvelopeDefault"
  | "replyEnvelopeChecked"
  | "pdfAttachmentChecked"
>

export type EBillToggle =
  | { readonly kind: "delivery"; readonly electronic: boolean }
  | { readonly kind: "pdfAttachment"; readonly checked: boolean }
  | { readonly kind: "replyEnvelope"; readonly checked: boolean }

export const initialEBillChoice = (account: EBillFacts): EBillChoice => ({
  electronicDelivery: account.isElectronicDelivery,
  pdfAttachment: account.pdfAttachmentChecked,
  replyEnvelope: account.replyEnvelopeChecked,
})

/** Mandatory eBill locks delivery (spec §4), but a customer still on paper may switch to electronic. */
export const isDeliveryLocked = (
  account: EBillFacts,
  theme: { readonly useMandatoryEBill: boolean },
): boolean => theme.useMandatoryEBill && account.requireEBill && account.isElectronicDelivery

/** Which options the settings show (spec §4): the attachment with electronic bills, the envelope with paper. */
export const visibleEBillOptions = (
  account: EBillFacts,
  choice: EBillChoice,
): { readonly pdfAttachment: boolean; readonly replyEnvelope: boolean } => ({
  pdfAttachment: account.billingPDFAttachmentReasonCode !== null && choice.electronicDelivery,
  replyEnvelope: account.billingShowReplyEnvelopeOption && !choice.electronicDelivery,
})

/** The choice after a toggle (spec §4); a locked delivery, or an option not shown, does not change. */
export const nextEBillChoice = (
  account: EBillFacts,
  theme: { readonly useMandatoryEBill: boolean },
  choice: EBillChoice,
  toggle: EBillToggle,
): EBillChoice => {
  const visible = visibleEBillOptions(account, choice)
  switch (toggle.kind) {
    case "delivery":
      if (isDeliveryLocked(account, theme) || toggle.electronic === choice.electronicDelivery) return choice
      return toggle.electronic
        ? { electronicDelivery: true, pdfAttachment: choice.pdfAttachment, replyEnvelope: false }
        : {
            electronicDelivery: false,
            pdfAttachment: false,
            replyEnvelope: account.billingReplyEnvelopeDefault,
          }
    case "pdfAttachment":
      return visible.pdfAttachment ? { ...choice, pdfAttachment: toggle.checked } : choice
    case "replyEnvelope":
      return visible.replyEnvelope ? { ...choice, replyEnvelope: toggle.checked } : choice
  }
}

/** The PUT /billoptions body of a choice: the reason code only with an electronic bill and its PDF. */
export const billOptionsUpdate = (
  account: EBillFacts,
  choice: EBillChoice,
  languageCode: LanguageCode,
): typeof BillOptionsUpdate.Type => {
  const reasonCode = account.billingPDFAttachmentReasonCode
  const attach = choice.electronicDelivery && choice.pdfAttachment && reasonCode !== null
  return {
    electronicDelivery: choice.electronicDelivery,
    languageCode,
    ...(attach ? { pdfAttachmentReasonCode: reasonCode } : {}),
    includeReplyEnvelope: !choice.electronicDelivery && choice.replyEnvelope,
  }
}
