import type { Bill } from "@billpath/contract"
import { Link } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { useServerToday } from "../../shared/account-standing.tsx"
import { BillPdfButton } from "../../shared/bill-pdf-button.tsx"
import { BillStatusBadge, billStatusClass } from "../../shared/bill-status-badge.tsx"
import { LoadingNote, Skeleton, SkeletonLine } from "../../ui/skeleton/skeleton.tsx"
import { cardLinkClass, DashboardCard } from "./dashboard-card.tsx"
import { recentBillCount } from "./dashboard-data.ts"

const headingClass = css({ textStyle: "title.card", mb: "2" })
const listClass = css({ listStyle: "none", m: "0", p: "0" })
const rowClass = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto 4.5rem",
  alignItems: "center",
  columnGap: "3",
  minHeight: "60px",
  paddingBlock: "2",
  borderBottomWidth: "1px",
  borderBottomStyle: "solid",
  borderBottomColor: "border.default",
})
const dateClass = css({ m: "0", fontWeight: "600" })
const amountClass = css({ m: "0", color: "fg.muted", fontSize: "sm" })
const pdfClass = css({ justifySelf: "end" })
const messageClass = css({ m: "0", paddingBlock: "3", color: "fg.muted" })

const BillRow = ({ bill, today }: { readonly bill: Bill; readonly today: string }) => {
  const language = useAtomValue(languageAtom)
  return (
    <li className={rowClass}>
      <div>
        <p className={dateClass}>{formatDate(bill.statementDate, language)}</p>
        <p className={amountClass}>{formatMoney(bill.totalDue, language)}</p>
      </div>
      <BillStatusBadge bill={bill} today={today} />
      <div className={pdfClass}>
        <BillPdfButton bill={bill} texts="recentBills" variant="link" missingClassName={amountClass} />
      </div>
    </li>
  )
}

const SkeletonRow = () => (
  <li className={rowClass}>
    <div>
      <SkeletonLine className={dateClass} width="6em" />
      <SkeletonLine className={amountClass} width="4em" />
    </div>
    <span className={billStatusClass}>
      <Skeleton width="5.5em" />
    </span>
    <div className={pdfClass}>
      <Skeleton width="2.5rem" height="36px" />
    </div>
  </li>
)

const skeletonRows = Array.from({ length: recentBillCount }, (_, index) => index)

export const RecentBillsCard = ({
  bills,
}: {
  readonly bills: ReadonlyArray<Bill> | "failed" | undefined
}) => {
  const LL = useTranslations()
  const params = usePageParams()
  const today = useServerToday()
  return (
    <DashboardCard
      name="recent-bills"
      heading={LL.recentBills.heading()}
      headingClassName={headingClass}
      data={bills}
      skeleton={
        <>
          <ul className={listClass} aria-hidden="true">
            {skeletonRows.map((row) => (
              <SkeletonRow key={row} />
            ))}
          </ul>
          <LoadingNote text={LL.common.loading()} />
        </>
      }
      footer={
        <Link to="/{-$lang}/billing/bill-payment-history" params={params} className={cardLinkClass}>
          {LL.recentBills.seeBilling()}
        </Link>
      }
    >
      {(bills) =>
        bills === "failed" ? (
          <p className={messageClass}>{LL.recentBills.failed()}</p>
        ) : bills.length === 0 ? (
          <p className={messageClass}>{LL.recentBills.none()}</p>
        ) : (
          <ul className={listClass}>
            {bills.map((bill) => (
              <BillRow key={bill.statementDate} bill={bill} today={today} />
            ))}
          </ul>
        )
      }
    </DashboardCard>
  )
}
