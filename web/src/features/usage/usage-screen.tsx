import { getRouteApi } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { QuickLinksMenu } from "../../chrome/quick-links-menu.tsx"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { OneTabCard } from "../../shared/one-tab-card.tsx"
import { ResultsList } from "../../shared/results-list.tsx"
import { useAnswer } from "../../shared/use-answer.ts"
import { FiltersSheet } from "../../ui/filters-sheet/filters-sheet.tsx"
import { stackClass } from "../../ui/form/form-styles.ts"
import { UsageFilter } from "./usage-filter.tsx"
import { UsageHistory } from "./usage-history.tsx"
import { useUsageTable } from "./usage-table.tsx"

const route = getRouteApi("/{-$lang}/usage")

const layoutClass = css({
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 300px" },
  alignItems: "start",
})
const panelClass = css({ display: "flex", flexDirection: "column", gap: "5", paddingBlock: "2" })

export const UsageScreen = () => {
  const LL = useTranslations()
  const data = route.useLoaderData()
  const language = useAtomValue(languageAtom)
  const table = useUsageTable()
  const dates = useAnswer(data.billingDates)?.value
  const { criteria } = data

  const billDate =
    dates === undefined || dates === "failed"
      ? undefined
      : dates.find((date) => date.ATRTransactionID === criteria.atrTransactionID)?.statementDate
  const caption =
    criteria.atrTransactionID === undefined
      ? LL.usage.unbilledCaption()
      : LL.usage.caption({ date: billDate === undefined ? "…" : formatDate(billDate, language) })
  return (
    <div className={stackClass}>
      <h1 className={css({ textStyle: "title.page" })}>{LL.usage.heading()}</h1>
      <div className={layoutClass}>
        <OneTabCard heading={LL.usage.heading()} tab={{ value: "usage", label: LL.usage.tab() }}>
          <div className={panelClass}>
            <UsageHistory />
            <FiltersSheet
              summary={criteria.serviceID === undefined ? caption : `${caption} · ${criteria.serviceID}`}
            >
              {(searched) => (
                <UsageFilter
                  key={`${criteria.atrTransactionID ?? ""}|${criteria.serviceID ?? ""}`}
                  criteria={criteria}
                  billingDates={dates}
                  onSearched={searched}
                />
              )}
            </FiltersSheet>
            <ResultsList name="usage" data={data} table={table} caption={caption} />
          </div>
        </OneTabCard>
        <QuickLinksMenu />
      </div>
    </div>
  )
}
