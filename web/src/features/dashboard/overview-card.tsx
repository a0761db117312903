import type { AccountSummary } from "@billpath/contract"
import { canMakePayment, payEmphasis } from "@billpath/contract/rules"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { useAccountStanding } from "../../shared/account-standing.tsx"
import { fetchBillPdf } from "../../shared/bill-pdf.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { goToPaymentPage } from "../../shared/payment-page.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { OpensInNewTabHint } from "../../ui/download/download-button.tsx"
import { isTouchFirstDevice } from "../../ui/download/open-file.ts"
import { useDownload } from "../../ui/download/use-download.ts"
import { LoadingNote, Skeleton, SkeletonLine } from "../../ui/skeleton/skeleton.tsx"
import { DashboardCard } from "./dashboard-card.tsx"
import { StandingSummary, StandingSummarySkeleton } from "./standing-summary.tsx"

const headingClass = css({ fontSize: "xl", mb: "4" })
const stackClass = css({ display: "flex", flexDirection: "column", gap: "2" })
const labelClass = css({ color: "fg.muted", fontWeight: "600" })
const balanceClass = css({ fontSize: "4xl", fontWeight: "700", lineHeight: "1", mb: "2" })
const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "5" })
// Literal calls: Panda generates a recipe's variants from the calls it can read.
const payButton = { primary: button({ variant: "solid" }), secondary: button({ variant: "outline" }) }

/** The balance, where the account stands, and the actions that fit: pay (as loud as the standing asks), view the bill. */
const Overview = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const api = useAtomValue(apiClientAtom)
  const store = useStore()
  const showAlert = useSetAtom(showAlertAtom)
  const standing = useAccountStanding(account)
  const bill = useDownload()
  const [redirecting, setRedirecting] = useState(false)
  const busy = redirecting || bill.state === "downloading"

  const viewBill = async (statementDate: string) => {
    const result = await bill.start(() => fetchBillPdf(api, statementDate), "view")
    if (result === "failed") showAlert(outcomeAlert(LL, "viewBill", "failed"))
  }
  const makePayment = async () => {
    setRedirecting(true)
    const outcome = await goToPaymentPage(store)
    if (outcome === "opened") return
    setRedirecting(false)
    if (outcome === "failed") showAlert(outcomeAlert(LL, "paymentPage", "failed"))
  }

  const emphasis = canMakePayment(settings, account) ? payEmphasis(standing) : "none"
  const billWithPdf = account.lastStatementHasPDF ? account.lastStatementDate : null
  // A negative balance is money the provider owes: said as a credit, never as "-$47.60" owed.
  const inCredit = standing.kind === "paidUp" && standing.credit > 0
  return (
    <>
      <div className={stackClass}>
        <p className={labelClass}>{inCredit ? LL.dashboard.creditBalance() : LL.dashboard.balance()}</p>
        <p className={balanceClass} data-testid="balance">
          {formatMoney(Math.abs(account.paymentDueAmount), language)}
        </p>
        <StandingSummary standing={standing} />
      </div>
      {emphasis === "none" && billWithPdf === null ? null : (
        <div className={actionsClass}>
          {emphasis === "none" ? null : (
            <button
              type="button"
              className={payButton[emphasis]}
              onClick={() => void makePayment()}
              disabled={busy}
            >
              {redirecting ? LL.dashboard.redirectingToPayment() : LL.dashboard.makePayment()}
            </button>
          )}
          {billWithPdf === null ? null : (
            <button
              type="button"
              className={button({ variant: "outline" })}
              onClick={() => void viewBill(billWithPdf)}
              disabled={busy}
            >
              {bill.state !== "downloading"
                ? LL.dashboard.viewBill()
                : // "view" opens a tab on a computer and downloads on a phone (ui/download): say which.
                  isTouchFirstDevice()
                  ? LL.dashboard.downloadingBill()
                  : LL.dashboard.openingBill()}
              <OpensInNewTabHint mode="view" />
            </button>
          )}
        </div>
      )}
    </>
  )
}

/** The card's content while the account is on its way, in the shape it will have. */
const OverviewSkeleton = () => {
  const LL = useTranslations()
  return (
    <>
      <div className={stackClass}>
        <p className={labelClass}>{LL.dashboard.balance()}</p>
        <SkeletonLine className={balanceClass} width="4.5em" />
        <StandingSummarySkeleton />
      </div>
      <div className={actionsClass}>
        <Skeleton width="11rem" height="44px" />
        <Skeleton width="8rem" height="44px" />
      </div>
      <LoadingNote text={LL.common.loading()} />
    </>
  )
}

/**
 * The overview card (spec §2): the balance and where the account stands — overdue, due today or
 * in N days, autopay scheduled or processing, paid up — with the pay action as loud as that asks.
 * `account` is null while a kept session is being restored: the card keeps its shape meanwhile.
 */
export const OverviewCard = ({ account }: { readonly account: AccountSummary | null }) => {
  const LL = useTranslations()
  return (
    <DashboardCard
      name="overview"
      heading={LL.dashboard.overviewHeading()}
      busy={account === null}
      headingClassName={headingClass}
    >
      {account === null ? <OverviewSkeleton /> : <Overview account={account} />}
    </DashboardCard>
  )
}
