import { randomUUID } from "node:crypto"
import {
  badRequest,
  combineSplitRouting,
  directDebitForm,
  fail,
  fieldProblems,
  type LanguageCode,
  type paymentEndpoints,
  success,
} from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { hostedPaymentPrefix } from "../hosted-pay/paths.ts"
import { keepHostedPage } from "../store/hosted-pages.ts"
import { balanceOf } from "./account-summary.ts"
import { isDeclinedBankAccount, paymentMethodRefusals } from "./payment-messages.ts"
import { userOf } from "./records.ts"

const refused = (reason: keyof typeof paymentMethodRefusals, language: LanguageCode) =>
  ({ _tag: "rejected", status: 435, body: [paymentMethodRefusals[reason][language]] }) as const

export const paymentHandlers = (context: ServerContext): GroupHandlers<typeof paymentEndpoints> => ({
  updatePaymentMethod: ({ caller, account, input }) => {
    const user = userOf(context, caller)
    const body = input.body
    if (user === undefined) return badRequest([])
    if (account.isPayTypeLocked) return refused("payTypeLocked", body.languageCode)
    if (body.isManual) {
      if (body.username.trim().toLowerCase() !== user.username.toLowerCase()) {
        return refused("usernameMismatch", body.languageCode)
      }
      account.payMethod = { kind: "manual" }
      return success(undefined)
    }
    const settings = context.theme.settings
    const accountType = body.accountType ?? settings.defaultAccountType
    const form = directDebitForm({
      splitRoutingNumber: settings.splitRoutingNumber,
      hideAccountType: settings.hideAccountType,
      validateRoutingNumber: account.validateRoutingNumber,
    })
    const problems = fieldProblems(form)({ ...body, accountType })
    if (problems.length > 0) return badRequest(problems)
    if (isDeclinedBankAccount(body.accountNumber)) return refused("bankDeclined", body.languageCode)
    account.payMethod = {
      kind: "debit",
      bankName: body.bankName,
      accountNumber: body.accountNumber,
      routingNumber:
        "routingNumber" in body
          ? body.routingNumber
          : combineSplitRouting(body.institutionNumber, body.transitNumber),
      accountType,
    }
    return success(undefined)
  },

  getPaymentRedirectUrl: ({ caller, account, input, crossOrigin }) => {
    const { isMakePayment, languageCode } = input.query
    const makePaymentRefused =
      isMakePayment && (account.isEPayProhibited || !context.theme.settings.allowMakePayment)
    const autopayRefused = !isMakePayment && (caller.level !== "LoggedIn" || account.isPayTypeLocked)
    if (makePaymentRefused || autopayRefused) return fail("invalid")
    const id = randomUUID()
    keepHostedPage(context.store.state, {
      id,
      accountNumber: account.accountNumber,
      language: languageCode,
      isMakePayment,
      balance: balanceOf(account),
      quickPay: caller.level === "QuickPay",
      signInId: caller.signInId,
      portalOrigin: crossOrigin?.portal,
      createdAt: context.clock.now(),
      completed: false,
    })
    // A portal on another origin would resolve a relative address against its own: it gets this server's.
    return success({ redirectURL: `${crossOrigin?.api ?? ""}${hostedPaymentPrefix}/${id}` })
  },

  getPaymentReceipt: ({ caller }) => {
    // This sign-in's own latest payment: another sign-in of the same account (another device, yesterday's
    // session) has no receipt here, as a provider's receipt belongs to the checkout session that paid.
    const receipt = context.store.state.receipts.get(caller.signInId)
    return receipt === undefined ? fail("notFound") : success(receipt)
  },
})
