import type { SystemMessageChoiceCode } from "@billpath/contract"
import type { PlannedPage } from "../../navigation/page-params.ts"

/** Where the system message's yes button leads: a page (and the view it opens on), or the payment page. */
export type ChoiceDestination =
  | { readonly kind: "dashboard" }
  | { readonly kind: "page"; readonly page: PlannedPage; readonly currentView?: string }
  | { readonly kind: "paymentPage" }

/** Where the yes button goes, by choice code (spec §4); 9 is the payment provider's page. */
export const choiceDestination = (code: SystemMessageChoiceCode): ChoiceDestination => {
  switch (code) {
    case 6:
      return { kind: "page", page: "account/settings" }
    case 1:
      return { kind: "dashboard" }
    case 4:
      return { kind: "page", page: "account/settings", currentView: "autoPay" }
    case 7:
      return { kind: "page", page: "account/settings", currentView: "eBill" }
    case 5:
      return { kind: "page", page: "billing/bill-payment-history" }
    case 3:
      return { kind: "page", page: "billing/bill-payment-history", currentView: "payments" }
    case 9:
      return { kind: "paymentPage" }
  }
}
