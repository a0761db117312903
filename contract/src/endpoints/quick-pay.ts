import { QuickPayFindAccount, QuickPayFound } from "../entities/find-my-bill.ts"
import { statuses } from "../statuses.ts"
import { endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const quickPayEndpoints = group(
  { host: "api", access: "public" },
  {
    quickPayFindAccount: endpoint({
      summary: "Find an account to pay without signing in; null or 431 when not found",
      method: "PUT",
      path: "/quickpay/findaccount",
      body: QuickPayFindAccount,
      success: json(QuickPayFound),
      errors: [statuses.invalid, statuses.tooMany],
    }),
  },
)

export const { quickPayFindAccount } = quickPayEndpoints
