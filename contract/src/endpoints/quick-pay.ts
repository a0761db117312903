import { QuickPayFindAccount, QuickPayFound } from "../entities/find-my-bill.ts"
import { statuses } from "../statuses.ts"
import { endpoint, json } from "./endpoint.ts"

export const quickPayFindAccount = endpoint({
  name: "quickPayFindAccount",
  summary: "Find an account to pay without signing in; null or 431 when not found",
  method: "PUT",
  path: "/quickpay/findaccount",
  host: "api",
  access: "public",
  body: QuickPayFindAccount,
  success: json(QuickPayFound),
  errors: [statuses.invalid],
})
