import type { AccountSummary } from "@billpath/contract"
import { cardIconFor, initialAutopayPaymentType } from "@billpath/contract/rules"
import { Link } from "@tanstack/react-router"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { lastFourDigits } from "../../shared/last-four.ts"
import { PaymentTypeIcon, paymentTypeName } from "../../shared/payment-type-icon.tsx"
import { Skeleton, SkeletonLine } from "../../ui/skeleton/skeleton.tsx"
import { cardLinkClass, DashboardCard } from "./dashboard-card.tsx"

const methodClass = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  minHeight: "32px",
  fontWeight: "600",
})
const noteClass = css({ m: "0", mt: "2", color: "fg.muted" })

/** The card or bank account autopay uses, with its icon; null when autopay has neither on file. */
const AutopayMethod = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const paymentType = initialAutopayPaymentType(account)
  if (paymentType === "debit" && account.bankInfo !== null) {
    return (
      <p className={methodClass} data-testid="autopay-method">
        <PaymentTypeIcon type="ACH" />
        <span>
          {LL.dashboard.bankEnding({
            bank: account.bankInfo.directDebitBankName,
            lastFour: lastFourDigits(account.bankInfo.directDebitAccountNumber),
          })}
        </span>
      </p>
    )
  }
  if (paymentType !== "credit" || account.cardInfo === null) return null
  const type = cardIconFor(account.cardInfo.cardType)
  return (
    <p className={methodClass} data-testid="autopay-method">
      <PaymentTypeIcon type={type} />
      <span>
        {LL.dashboard.cardEnding({
          card: paymentTypeName(LL, type),
          lastFour: account.cardInfo.cardLastFour,
        })}
      </span>
    </p>
  )
}

/** How the account is paid and a link to change it; `account` is null while a kept session is restored. */
export const PaymentMethodCard = ({ account }: { readonly account: AccountSummary | null }) => {
  const LL = useTranslations()
  const params = usePageParams()
  return (
    <DashboardCard
      name="payment-method"
      heading={LL.paymentMethod.heading()}
      data={account ?? undefined}
      skeleton={
        <>
          <p className={methodClass}>
            <Skeleton width="48px" height="32px" />
            <Skeleton width="10em" />
          </p>
          <SkeletonLine className={noteClass} width="90%" />
          <SkeletonLine className={cardLinkClass} width="11em" />
        </>
      }
    >
      {(account) => (
        <>
          {account.isAutoPayEnabled ? (
            <>
              <AutopayMethod account={account} />
              <p className={noteClass}>{LL.paymentMethod.autopayOn()}</p>
            </>
          ) : (
            <>
              <p className={methodClass}>{LL.paymentMethod.manual()}</p>
              <p className={noteClass}>{LL.paymentMethod.manualHint()}</p>
            </>
          )}
          {account.isPayTypeLocked ? (
            <p className={noteClass}>{LL.paymentMethod.locked()}</p>
          ) : (
            <Link
              to="/{-$lang}/account/settings"
              params={params}
              search={{ currentView: "autoPay" }}
              className={cardLinkClass}
            >
              {account.isAutoPayEnabled ? LL.paymentMethod.change() : LL.dashboard.setUpAutopay()}
            </Link>
          )}
        </>
      )}
    </DashboardCard>
  )
}
