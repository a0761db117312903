import type { AccountSummary } from "@billpath/contract"
import { getRouteApi } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { button, card } from "../../../styled-system/recipes"
import { accountAtom } from "../../api/portal-atoms.ts"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { type BillingView, billingViews } from "../../navigation/billing-search.ts"
import { useAccountStanding } from "../../shared/account-standing.tsx"
import { listPanelClass } from "../../shared/list-panel.ts"
import { useMakePayment } from "../../shared/make-payment.ts"
import { RangeFiltersSheet } from "../../shared/range-filters-sheet.tsx"
import { ResultsList } from "../../shared/results-list.tsx"
import type { SearchedDays } from "../../shared/use-range-search.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { withWholeDates } from "../../ui/data-table/searching-table.tsx"
import { stackClass } from "../../ui/form/form-styles.ts"
import { ViewTabs } from "../../ui/tabs/view-tabs.tsx"
import { useBillsTable } from "./bills-table.tsx"
import { usePaymentsTable } from "./payments-table.tsx"

const route = getRouteApi("/{-$lang}/billing/bill-payment-history")

const headerClass = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "4",
})
// Literal calls: Panda generates a recipe's variants from the calls it can read.
const toggleClass = `${button({ variant: "outline", size: "sm" })} ${css({
  // Pressed reads as filled, not only as a colour: the outline becomes a solid button.
  _pressed: { bg: "brand.primary", color: "brand.onPrimary", _hover: { bg: "brand.primary" } },
})}`

/** "Make a payment" to the provider's hosted card page, when the account may pay online (spec §2, §6). */
const MakePaymentButton = ({ account }: { readonly account: AccountSummary }) => {
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

const BillingPanel = () => {
  const LL = useTranslations()
  const data = route.useLoaderData()
  const navigate = route.useNavigate()
  const { enablePaymentsSinceLastBill } = useAtomValue(themeSettingsAtom)
  const language = useAtomValue(languageAtom)
  const billsTable = useBillsTable()
  const paymentsTable = usePaymentsTable()
  const { criteria } = data

  const dates = { startDate: criteria.startDate, endDate: criteria.endDate }
  // A new search starts on page 1 (spec §4 Lists), and searches dates rather than "since last bill".
  const searchDates = (days: SearchedDays) =>
    void navigate({ search: { currentView: criteria.view, ...days } })
  const toggleSinceLastBill = () =>
    void navigate({
      search: {
        currentView: "payments",
        ...dates,
        ...(criteria.sinceLastBill ? {} : { sinceLastBill: true }),
      },
    })

  const range = {
    start: formatDate(criteria.startDate, language),
    end: formatDate(criteria.endDate, language),
  }
  const caption =
    criteria.view === "payments" && criteria.sinceLastBill
      ? LL.billing.sinceLastBillCaption()
      : withWholeDates(
          criteria.view === "bills" ? LL.billing.billsCaption(range) : LL.billing.paymentsCaption(range),
          [range.start, range.end],
        )
  return (
    <div className={listPanelClass}>
      <RangeFiltersSheet summary={LL.search.range(range)} shown={criteria} onSearch={searchDates} />
      {criteria.view === "payments" && enablePaymentsSinceLastBill ? (
        <div>
          <button
            type="button"
            className={toggleClass}
            aria-pressed={criteria.sinceLastBill}
            onClick={toggleSinceLastBill}
          >
            {LL.billing.sinceLastBill()}
          </button>
        </div>
      ) : null}
      {criteria.view === "bills" ? (
        <ResultsList name="billing" data={data} table={billsTable} caption={caption} />
      ) : (
        <ResultsList name="billing" data={data} table={paymentsTable} caption={caption} />
      )}
    </div>
  )
}

/** BillPaymentHistory (spec §2): bills and payments in two tabs kept in the address, and Make a payment. */
export const BillingScreen = () => {
  const LL = useTranslations()
  const data = route.useLoaderData()
  const navigate = route.useNavigate()
  const account = useAtomValue(accountAtom)
  const { criteria } = data
  const changeView = (value: string) => {
    const view = billingViews.find((candidate): candidate is BillingView => candidate === value)
    if (view === undefined || view === criteria.view) return
    // The dates searched stay; the new tab starts on its first page.
    void navigate({ search: { currentView: view, startDate: criteria.startDate, endDate: criteria.endDate } })
  }
  return (
    <div className={stackClass}>
      <div className={headerClass}>
        <h1 className={css({ textStyle: "title.page" })}>{LL.billing.heading()}</h1>
        {account === null ? null : <MakePaymentButton account={account} />}
      </div>
      <section aria-label={LL.billing.heading()} className={card()}>
        <ViewTabs
          label={LL.billing.heading()}
          value={criteria.view}
          onValueChange={changeView}
          tabs={billingViews.map((view) => ({
            value: view,
            label: LL.billing[`${view}Tab`](),
            content: criteria.view === view ? <BillingPanel /> : null,
          }))}
        />
      </section>
    </div>
  )
}
