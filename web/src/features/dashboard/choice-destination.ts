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
const destinations: Readonly<Record<SystemMessageChoiceCode, ChoiceDestination>> = {
  1: { kind: "screen", to: "/{-$lang}/dashboard" },
  3: { kind: "screen", to: "/{-$lang}/billing/bill-payment-history", currentView: "payments" },
  4: { kind: "screen", to: "/{-$lang}/account/settings", currentView: "autoPay" },
  5: { kind: "screen", to: "/{-$lang}/billing/bill-payment-history", currentView: "bills" },
  6: { kind: "screen", to: "/{-$lang}/account/settings", currentView: "myProfile" },
  7: { kind: "screen", to: "/{-$lang}/account/settings", currentView: "eBill" },
  9: { kind: "paymentPage" },
}

export const choiceDestination = (code: SystemMessageChoiceCode): ChoiceDestination => destinations[code]
