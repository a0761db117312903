import { Schema } from "effect"
import {
  AccountList,
  AccountSettingsUpdate,
  AccountSummary,
  BillOptionsUpdate,
  SubscriptionPointList,
} from "../entities/account.ts"
import { AccountNumber } from "../entities/primitives.ts"
import { SystemMessage, SystemMessageDismissal, SystemMessageQuery } from "../entities/system-message.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const accountEndpoints = group(
  { host: "api", access: ["LoggedIn"] },
  {
    getAccounts: endpoint({
      summary: "The signed-in customer's accounts; items[0] is the account",
      method: "GET",
      path: "/accounts",
      success: json(AccountList),
    }),
    updateAccountSettings: endpoint({
      summary: "Change account-level settings (the notifications opt-in); answers the updated account",
      method: "PUT",
      path: "/accounts/{accountNumber}/accountSettings",
      params: Schema.Struct({ accountNumber: AccountNumber }),
      body: AccountSettingsUpdate,
      success: json(AccountSummary),
      errors: [statuses.notFound],
    }),
    getSubscriptionPoints: endpoint({
      summary: "The account's services (subscription points)",
      method: "GET",
      path: "/accounts/subscriptionpoints",
      success: json(SubscriptionPointList),
    }),
    updateBillOptions: endpoint({
      summary: "Switch between electronic and paper bills, with PDF attachment and reply envelope options",
      method: "PUT",
      path: "/billoptions",
      body: BillOptionsUpdate,
      success: empty,
      errors: [statuses.invalid],
    }),
    getSystemMessage: endpoint({
      summary: "The next system message not yet dismissed, or null",
      method: "GET",
      path: "/systemmessage",
      query: SystemMessageQuery,
      success: json(Schema.NullOr(SystemMessage)),
    }),
    dismissSystemMessage: endpoint({
      summary: "Dismiss a system message so the next one comes",
      method: "PUT",
      path: "/systemmessage/dismiss",
      body: SystemMessageDismissal,
      success: empty,
      errors: [statuses.notFound],
    }),
  },
)
