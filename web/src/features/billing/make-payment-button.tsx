import type { AccountSummary } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { accountAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { useAccountStanding } from "../../shared/account-standing.tsx"
import { useMakePayment } from "../../shared/make-payment.ts"

const PayButton = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  // As loud as on the dashboard, and absent when nothing is owed (the card page refuses less than $1).
  const { className, redirecting, pay } = useMakePayment(account, useAccountStanding(account))
  if (className === undefined) return null
  return (
    <button type="button" className={className} onClick={() => void pay()} disabled={redirecting}>
      {redirecting ? LL.billing.redirectingToPayment() : LL.billing.makePayment()}
    </button>
  )
}

/** "Make a payment" to the provider's hosted card page, when the account may pay online (spec §2, §6). */
export const MakePaymentButton = () => {
  const account = useAtomValue(accountAtom)
  return account === null ? null : <PayButton account={account} />
}
