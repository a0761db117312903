import type { AccountSummary } from "@billpath/contract"
import { cardIconFor, initialAutopayPaymentType } from "@billpath/contract/light"
import { Link } from "@tanstack/react-router"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { useState } from "react"
import { css } from "../../../styled-system/css"
import { button, card } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { plannedPage } from "../../navigation/page-params.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { goToPaymentPage } from "../../shared/payment-page.ts"
import { PaymentTypeIcon, paymentTypeName } from "../../shared/payment-type-icon.tsx"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { useDownload } from "../../ui/download/use-download.ts"
import { fetchBillPdf } from "./dashboard-actions.ts"

const lastFour = (masked: string): string => masked.replace(/\D/gu, "").slice(-4)

/** How the account is paid, when autopay is on: the payment-type icon with the bank or card. */
const AutopayMethod = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const paymentType = initialAutopayPaymentType(account)
  if (paymentType === "debit" && account.bankInfo !== null) {
    return (
      <p className={css({ display: "flex", alignItems: "center", gap: "3" })} data-testid="autopay-method">
        <PaymentTypeIcon type="ACH" />
        <span>
          {LL.dashboard.bankEnding({
            bank: account.bankInfo.directDebitBankName,
            lastFour: lastFour(account.bankInfo.directDebitAccountNumber),
          })}
        </span>
      </p>
    )
  }
  if (paymentType !== "credit" || account.cardInfo === null) return null
  const type = cardIconFor(account.cardInfo.cardType)
  return (
    <p className={css({ display: "flex", alignItems: "center", gap: "3" })} data-testid="autopay-method">
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

/** The balance and what happens next: autopay scheduled, autopay on, or the due date. */
const PaymentStatus = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  if (account.isAutoPayEnabled && account.autoPayScheduledDate !== null) {
    return (
      <p>{LL.dashboard.autopayScheduledFor({ date: formatDate(account.autoPayScheduledDate, language) })}</p>
    )
  }
  if (account.isAutoPayEnabled) return <p>{LL.dashboard.autopayEnabled()}</p>
  if (account.paymentDueDate === null) return null
  return <p>{LL.dashboard.paymentDueOn({ date: formatDate(account.paymentDueDate, language) })}</p>
}

export const OverviewCard = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const api = useAtomValue(apiClientAtom)
  const store = useStore()
  const showAlert = useSetAtom(showAlertAtom)
  const bill = useDownload()
  const [redirecting, setRedirecting] = useState(false)
  const busy = redirecting || bill.state === "downloading"

  const viewBill = async (statementDate: string) => {
    const result = await bill.start(() => fetchBillPdf(api, statementDate))
    if (result === "failed") showAlert(outcomeAlert(LL, "viewBill", "failed"))
  }
  const makePayment = async () => {
    setRedirecting(true)
    const outcome = await goToPaymentPage(store)
    if (outcome === "opened") return
    setRedirecting(false)
    if (outcome === "failed") showAlert(outcomeAlert(LL, "paymentPage", "failed"))
  }

  const showMakePayment = settings.allowMakePayment && !account.isEPayProhibited
  const billWithPdf = account.lastStatementHasPDF ? account.lastStatementDate : null
  return (
    <section aria-labelledby="overview-heading" className={card()}>
      <h2 id="overview-heading" className={css({ fontSize: "xl", mb: "4" })}>
        {LL.dashboard.overviewHeading()}
      </h2>
      <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        <p className={css({ color: "fg.muted", fontWeight: "600" })}>{LL.dashboard.balance()}</p>
        <p className={css({ fontSize: "4xl", fontWeight: "700", lineHeight: "1" })} data-testid="balance">
          {formatMoney(account.paymentDueAmount, language)}
        </p>
        <div data-testid="payment-status">
          <PaymentStatus account={account} />
        </div>
        <AutopayMethod account={account} />
      </div>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "5" })}>
        {showMakePayment ? (
          <button type="button" className={button()} onClick={() => void makePayment()} disabled={busy}>
            {redirecting ? LL.dashboard.redirectingToPayment() : LL.dashboard.makePayment()}
          </button>
        ) : null}
        {billWithPdf !== null ? (
          <button
            type="button"
            className={button({ variant: "outline" })}
            onClick={() => void viewBill(billWithPdf)}
            disabled={busy}
          >
            {bill.state === "downloading" ? LL.dashboard.downloadingBill() : LL.dashboard.viewBill()}
          </button>
        ) : null}
        {account.isPayTypeLocked ? null : (
          <Link
            {...plannedPage(language, "account/settings")}
            search={{ currentView: "autoPay" }}
            className={button({ variant: "link" })}
          >
            {account.isAutoPayEnabled ? LL.dashboard.updateAutopay() : LL.dashboard.setUpAutopay()}
          </Link>
        )}
      </div>
    </section>
  )
}
