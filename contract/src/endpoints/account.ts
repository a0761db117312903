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

export const getAccounts = endpoint({
  name: "getAccounts",
  summary: "The signed-in customer's accounts; items[0] is the account",
  method: "GET",
  path: "/accounts",
  host: "api",
  access: ["LoggedIn"],
  success: json(AccountList),
  errors: [],
})

export const updateAccountSettings = endpoint({
  name: "updateAccountSettings",
  summary: "Change account-level settings (the notifications opt-in); answers the updated account",
  method: "PUT",
  path: "/accounts/{accountNumber}/accountSettings",
  host: "api",
  access: ["LoggedIn"],
  params: Schema.Struct({ accountNumber: AccountNumber }),
  body: AccountSettingsUpdate,
  success: json(AccountSummary),
  errors: [statuses.notFound],
})

export const getSubscriptionPoints = endpoint({
  name: "getSubscriptionPoints",
  summary: "The account's services (subscription points)",
  method: "GET",
  path: "/accounts/subscriptionpoints",
  host: "api",
  access: ["LoggedIn"],
  success: json(SubscriptionPointList),
  errors: [],
})

export const updateBillOptions = endpoint({
  name: "updateBillOptions",
  summary: "Switch between electronic and paper bills, with PDF attachment and reply envelope options",
  method: "PUT",
  path: "/billoptions",
  host: "api",
  access: ["LoggedIn"],
  body: BillOptionsUpdate,
  success: empty,
  errors: [statuses.invalid],
})

export const getSystemMessage = endpoint({
  name: "getSystemMessage",
  summary: "The next system message not yet dismissed, or null",
  method: "GET",
  path: "/systemmessage",
  host: "api",
  access: ["LoggedIn"],
  query: SystemMessageQuery,
  success: json(Schema.NullOr(SystemMessage)),
  errors: [],
})

export const dismissSystemMessage = endpoint({
  name: "dismissSystemMessage",
  summary: "Dismiss a system message so the next one comes",
  method: "PUT",
  path: "/systemmessage/dismiss",
  host: "api",
  access: ["LoggedIn"],
  body: SystemMessageDismissal,
  success: empty,
  errors: [statuses.notFound],
})
