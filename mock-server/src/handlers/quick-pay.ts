import { fail, isQuickPayOffered, type quickPayEndpoints, success } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { accountSummary } from "./account-summary.ts"
import { accountWithService, newToken } from "./records.ts"

export const quickPayHandlers = (context: ServerContext): GroupHandlers<typeof quickPayEndpoints> => ({
  quickPayFindAccount: ({ input }) => {
    if (!isQuickPayOffered(context.theme.settings)) return fail("invalid")
    const account = accountWithService(context, input.body.billingPointID, input.body.servicePointID)
    // Accounts that may not pay online are "not found" to quick pay (personas.md: Northwind).
    if (account === undefined || account.isEPayProhibited) return success(null)
    if (!account.active) return fail("invalid")
    const holder = account.holder
    const summary = accountSummary(account)
    return success({
      tokenInfo: newToken(context, "QuickPay", account.accountNumber),
      userData: {
        companyName: holder.companyName,
        firstName: holder.firstName,
        lastName: holder.lastName,
        city: holder.city,
        state: holder.state,
        isEPayProhibited: account.isEPayProhibited,
        paymentDueAmount: summary.paymentDueAmount,
        paymentDueDate: summary.paymentDueDate,
      },
    })
  },
})
