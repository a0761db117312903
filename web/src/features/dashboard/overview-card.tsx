import type { AccountSummary } from "@billpath/contract"
import { useAtomValue, useSetAtom } from "jotai"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { useAccountStanding, useServerToday } from "../../shared/account-standing.tsx"
import { fetchBillPdf } from "../../shared/bill-pdf.ts"
import { useMakePayment } from "../../shared/make-payment.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { OpensInNewTabHint } from "../../ui/download/download-button.tsx"
import { isTouchFirstDevice } from "../../ui/download/open-file.ts"
import { useDownload } from "../../ui/download/use-download.ts"
import { LoadingNote, Skeleton, SkeletonLine } from "../../ui/skeleton/skeleton.tsx"
import { DashboardCard } from "./dashboard-card.tsx"
import { PaymentTimeline, PaymentTimelineSkeleton } from "./payment-timeline.tsx"
import { StandingSummary, StandingSummarySkeleton } from "./standing-summary.tsx"

const headingClass = css({ textStyle: "title.card", mb: "4" })
const stackClass = css({ display: "flex", flexDirection: "column", gap: "2" })
const labelClass = css({ color: "fg.muted", fontWeight: "600" })
const balanceClass = css({ fontSize: "4xl", fontWeight: "700", lineHeight: "1", mb: "2" })
// On a kiosk paying is the screen's main action: the buttons share the row at a primary's height (the
// touch sizes' floor is a min-height that beats this layer's, so padding makes the height).
const actionsClass = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "3",
  mt: "5",
  _kiosk: { "& > button": { flex: "1 1 12rem", paddingBlock: "4" } },
})

/** The balance, where the account stands, and the actions that fit: pay (as loud as the standing asks), view the bill. */
const Overview = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const api = useAtomValue(apiClientAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const standing = useAccountStanding(account)
  const today = useServerToday()
  const bill = useDownload()
  const payment = useMakePayment(account, standing)
  const busy = payment.redirecting || bill.state === "downloading"

  const viewBill = async (statementDate: string) => {
    const result = await bill.start(() => fetchBillPdf(api, statementDate), "view")
    if (result === "failed") showAlert(outcomeAlert(LL, "viewBill", "failed"))
  }

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
        <PaymentTimeline account={account} today={today} />
      </div>
      {payment.className === undefined && billWithPdf === null ? null : (
        <div className={actionsClass}>
          {payment.className === undefined ? null : (
            <button
              type="button"
              className={payment.className}
              onClick={() => void payment.pay()}
              disabled={busy}
            >
              {payment.redirecting ? LL.dashboard.redirectingToPayment() : LL.dashboard.makePayment()}
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

/** The overview card (spec §2), keeping its shape while a kept session is restored (`account` null). */
export const OverviewCard = ({ account }: { readonly account: AccountSummary | null }) => {
  const LL = useTranslations()
  return (
    <DashboardCard
      name="overview"
      heading={LL.dashboard.overviewHeading()}
      headingClassName={headingClass}
      data={account ?? undefined}
      skeleton={
        <>
          <div className={stackClass}>
            <p className={labelClass}>{LL.dashboard.balance()}</p>
            <SkeletonLine className={balanceClass} width="4.5em" />
            <StandingSummarySkeleton />
            <PaymentTimelineSkeleton />
          </div>
          <div className={actionsClass}>
            <Skeleton width="11rem" height="44px" />
            <Skeleton width="8rem" height="44px" />
          </div>
          <LoadingNote text={LL.common.loading()} />
        </>
      }
    >
      {(account) => <Overview account={account} />}
    </DashboardCard>
  )
}
