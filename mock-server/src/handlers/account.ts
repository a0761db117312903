import { type accountEndpoints, fail, isSystemMessageFor, success } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { accountSummary } from "./account-summary.ts"

const notFound = fail("notFound")

export const accountHandlers = (context: ServerContext): GroupHandlers<typeof accountEndpoints> => ({
  getAccounts: ({ account }) => success({ items: [accountSummary(account)] }),

  updateAccountSettings: ({ account, input }) => {
    // Someone else's account number is "not found", not "forbidden": it does not reveal that it exists.
    if (account.accountNumber !== input.params.accountNumber) return notFound
    account.notificationsOptIn = input.body.notificationsOptIn
    return success(accountSummary(account))
  },

  getSubscriptionPoints: ({ account }) =>
    success({
      items: account.servicePoints.map((point) => ({
        subscriptionPointID: point.subscriptionPointID,
        serviceIDToDisplay: point.serviceID,
      })),
    }),

  updateBillOptions: ({ account, input }) => {
    const { electronicDelivery, pdfAttachmentReasonCode, includeReplyEnvelope } = input.body
    // requireEBill refuses paper only where the theme makes e-bills mandatory, as the portal's lock does
    // (docs/decisions/014-mock-server-behaviour.md).
    const paperRefused =
      !electronicDelivery && account.requireEBill && context.theme.settings.useMandatoryEBill
    const attachmentRefused =
      pdfAttachmentReasonCode !== undefined &&
      (!electronicDelivery || pdfAttachmentReasonCode !== account.pdfAttachmentReasonCode)
    if (paperRefused || attachmentRefused) return fail("invalid")
    account.isElectronicDelivery = electronicDelivery
    account.pdfAttachmentChecked = electronicDelivery && pdfAttachmentReasonCode !== undefined
    // An electronic bill comes with no envelope (spec §4): switching to it clears the choice.
    account.replyEnvelopeChecked =
      !electronicDelivery && account.showReplyEnvelopeOption && includeReplyEnvelope
    return success(undefined)
  },

  getSystemMessage: ({ account, input }) => {
    const message = account.systemMessages.find(
      (candidate) =>
        !account.dismissedMessageIDs.has(candidate.messageID) &&
        isSystemMessageFor(candidate, input.query.languageCode),
    )
    return success(message ?? null)
  },

  dismissSystemMessage: ({ account, input }) => {
    const message = account.systemMessages.find((candidate) => candidate.messageID === input.body.messageID)
    if (message === undefined) return notFound
    account.dismissedMessageIDs.add(message.messageID)
    return success(undefined)
  },
})
