import type { SystemMessageChoiceCode } from "@billpath/contract"
import type { BillingView } from "../../navigation/billing-search.ts"
import type { SettingsView } from "../../navigation/settings-search.ts"

/** Where the system message's yes button leads: a screen of the portal, or the payment page. */
export type ChoiceDestination =
  | { readonly kind: "screen"; readonly to: "/{-$lang}/dashboard" }
  | {
      readonly kind: "screen"
      readonly to: "/{-$lang}/billing/bill-payment-history"
      readonly currentView: BillingView
    }
  | {
      readonly kind: "screen"
      readonly to: "/{-$lang}/account/settings"
      readonly currentView: SettingsView
    }
  | { readonly kind: "paymentPage" }

/** Where the yes button goes, by choice code (spec §4); 9 is the payment provider's page. */
export const choiceDestination = (code: SystemMessageChoiceCode): ChoiceDestination => {
  switch (code) {
    case 6:
      return { kind: "screen", to: "/{-$lang}/account/settings", currentView: "myProfile" }
    case 1:
      return { kind: "screen", to: "/{-$lang}/dashboard" }
    case 4:
      return { kind: "screen", to: "/{-$lang}/account/settings", currentView: "autoPay" }
    case 7:
      return { kind: "screen", to: "/{-$lang}/account/settings", currentView: "eBill" }
    case 5:
      return { kind: "screen", to: "/{-$lang}/billing/bill-payment-history", currentView: "bills" }
    case 3:
      return { kind: "screen", to: "/{-$lang}/billing/bill-payment-history", currentView: "payments" }
    case 9:
      return { kind: "paymentPage" }
  }
}
