import type { SystemMessageChoiceCode } from "@billpath/contract"

/** Where the yes button goes, by choice code (spec §4); 9 is the payment provider's page. */
export const choiceDestination = (code: SystemMessageChoiceCode): `/${string}` | "paymentPage" => {
  switch (code) {
    case 6:
      return "/account/settings"
    case 1:
      return "/dashboard"
    case 4:
      return "/account/settings?currentView=autoPay"
    case 7:
      return "/account/settings?currentView=eBill"
    case 5:
      return "/billing/bill-payment-history"
    case 3:
      return "/billing/bill-payment-history?currentView=payments"
    case 9:
      return "paymentPage"
  }
}
