import type { AccountSummary } from "@billpath/contract"
import { type AccountStanding, canMakePayment, payEmphasis } from "@billpath/contract/rules"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { useState } from "react"
import { button } from "../../styled-system/recipes"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { themeSettingsAtom } from "../theme/theme-atoms.ts"
import { showAlertAtom } from "../ui/alerts/alerts-atoms.ts"
import { outcomeAlert } from "./outcome-alerts.ts"
import { goToPaymentPage } from "./payment-page.ts"

// Literal calls: Panda generates a recipe's variants from the calls it can read.
const payButtonClasses = { primary: button({ variant: "solid" }), secondary: button({ variant: "outline" }) }

/** Its class as loud as the standing asks (none when the account may not pay online); an alert on failure. */
export const useMakePayment = (account: AccountSummary, standing: AccountStanding) => {
  const LL = useTranslations()
  const store = useStore()
  const settings = useAtomValue(themeSettingsAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const [redirecting, setRedirecting] = useState(false)
  const emphasis = canMakePayment(settings, account) ? payEmphasis(standing) : "none"
  const pay = async () => {
    setRedirecting(true)
    const outcome = await goToPaymentPage(store)
    if (outcome === "opened") return
    setRedirecting(false)
    if (outcome === "failed") showAlert(outcomeAlert(LL, "paymentPage", "failed"))
  }
  return { className: emphasis === "none" ? undefined : payButtonClasses[emphasis], redirecting, pay }
}
