import { PaymentMethodUpdate, PaymentReceipt, RedirectUrl, RedirectUrlQuery } from "../entities/payment.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const paymentEndpoints = {
  ...group(
    { host: "api", access: ["LoggedIn"] },
    {
      updatePaymentMethod: endpoint({
        summary: "Set direct-debit autopay or switch to manual payment",
        method: "PUT",
        path: "/payment/paymentmethod",
        body: PaymentMethodUpdate,
        success: empty,
        errors: [statuses.paymentMethodRejected],
      }),
    },
  ),
  ...group(
    { host: "api", access: ["LoggedIn", "QuickPay"] },
    {
      getPaymentRedirectUrl: endpoint({
        summary: "The provider-hosted card page: a one-time payment, or card autopay set-up",
        method: "GET",
        path: "/payment/redirecturl",
        query: RedirectUrlQuery,
        success: json(RedirectUrl),
        errors: [statuses.invalid],
      }),
      getPaymentReceipt: endpoint({
        summary: "The receipt of the payment just made on the hosted page",
        method: "GET",
        path: "/payment/receipt",
        success: json(PaymentReceipt),
        errors: [statuses.notFound],
      }),
    },
  ),
}
