import type { AccountSummary } from "@billpath/contract"
import { canMakePayment, payEmphasis } from "@billpath/contract/rules"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { useState } from "react"
import { button } from "../../../styled-system/recipes"
import { accountAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { useAccountStanding } from "../../shared/account-standing.tsx"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { goToPaymentPage } from "../../shared/payment-page.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"

// Literal calls: Panda generates a recipe's variants from the calls it can read.
const payButton = { primary: button({ variant: "solid" }), secondary: button({ variant: "outline" }) }

const PayButton = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const store = useStore()
  const settings = useAtomValue(themeSettingsAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const standing = useAccountStanding(account)
  const [redirecting, setRedirecting] = useState(false)
  // As loud as on the dashboard, and absent when nothing is owed (the card page refuses less than $1).
  const emphasis = canMakePayment(settings, account) ? payEmphasis(standing) : "none"
  if (emphasis === "none") return null
  const pay = async () => {
    setRedirecting(true)
    const outcome = await goToPaymentPage(store)
    if (outcome === "opened") return
    setRedirecting(false)
    if (outcome === "failed") showAlert(outcomeAlert(LL, "paymentPage", "failed"))
  }
  return (
    <button type="button" className={payButton[emphasis]} onClick={() => void pay()} disabled={redirecting}>
      {redirecting ? LL.billing.redirectingToPayment() : LL.billing.makePayment()}
    </button>
  )
}

/** "Make a payment" to the provider's hosted card page, when the account may pay online (spec §2, §6). */
export const MakePaymentButton = () => {
  const account = useAtomValue(accountAtom)
  return account === null ? null : <PayButton account={account} />
}
