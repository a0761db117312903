import { PaymentMethodUpdate, PaymentReceipt, RedirectUrl, RedirectUrlQuery } from "../entities/payment.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"

export const updatePaymentMethod = endpoint({
  name: "updatePaymentMethod",
  summary: "Set direct-debit autopay or switch to manual payment",
  method: "PUT",
  path: "/payment/paymentmethod",
  host: "api",
  access: ["LoggedIn"],
  body: PaymentMethodUpdate,
  success: empty,
  errors: [statuses.paymentMethodRejected],
})

export const getPaymentRedirectUrl = endpoint({
  name: "getPaymentRedirectUrl",
  summary: "The provider-hosted card page: a one-time payment, or card autopay set-up",
  method: "GET",
  path: "/payment/redirecturl",
  host: "api",
  access: ["LoggedIn", "QuickPay"],
  query: RedirectUrlQuery,
  success: json(RedirectUrl),
  errors: [statuses.invalid],
})

export const getPaymentReceipt = endpoint({
  name: "getPaymentReceipt",
  summary: "The receipt of the payment just made on the hosted page",
  method: "GET",
  path: "/payment/receipt",
  host: "api",
  access: ["LoggedIn", "QuickPay"],
  success: json(PaymentReceipt),
  errors: [statuses.notFound],
})
