import { getRouteApi } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { listPanelClass } from "../../shared/list-panel.ts"
import { OneTabCard } from "../../shared/one-tab-card.tsx"
import { RangeFiltersSheet } from "../../shared/range-filters-sheet.tsx"
import { ResultsList } from "../../shared/results-list.tsx"
import { useSubscriptionPoints } from "../../shared/subscription-points.ts"
import type { SearchedDays } from "../../shared/use-range-search.ts"
import { withWholeDates } from "../../ui/data-table/searching-table.tsx"
import { stackClass } from "../../ui/form/form-styles.ts"
import { NativeSelectField } from "../../ui/form/native-select-field.tsx"
import { useChargesTable } from "./charges-table.tsx"

const route = getRouteApi("/{-$lang}/charge-history")

const allServices = ""

/** ChargeHistory (spec §2): the charges of a date range and a service, and the CSV of what it shows. */
export const ChargeHistoryScreen = () => {
  const LL = useTranslations()
  const data = route.useLoaderData()
  const navigate = route.useNavigate()
  const language = useAtomValue(languageAtom)
  const services = useSubscriptionPoints()
  const table = useChargesTable()
  const { criteria } = data

  const service = criteria.subscriptionPointID
  // A new search starts on page 1 (spec §4 Lists).
  const searchDates = (days: SearchedDays) =>
    void navigate({ search: service === undefined ? days : { ...days, subscriptionPointID: service } })
  const pickService = (value: string) => {
    const dates = { startDate: criteria.startDate, endDate: criteria.endDate }
    void navigate({ search: value === allServices ? dates : { ...dates, subscriptionPointID: value } })
  }

  const points = services === undefined || services === "failed" ? [] : services
  const serviceName = points.find((point) => point.subscriptionPointID === service)?.serviceIDToDisplay
  const range = {
    start: formatDate(criteria.startDate, language),
    end: formatDate(criteria.endDate, language),
  }
  const caption = withWholeDates(
    serviceName === undefined
      ? LL.chargeHistory.caption(range)
      : LL.chargeHistory.serviceCaption({ ...range, service: serviceName }),
    [range.start, range.end],
  )
  return (
    <div className={stackClass}>
      <h1 className={css({ textStyle: "title.page" })}>{LL.chargeHistory.heading()}</h1>
      <OneTabCard
        heading={LL.chargeHistory.heading()}
        tab={{ value: "charges", label: LL.chargeHistory.tab() }}
      >
        <div className={listPanelClass}>
          <RangeFiltersSheet
            summary={
              serviceName === undefined
                ? LL.search.range(range)
                : `${LL.search.range(range)} · ${serviceName}`
            }
            shown={criteria}
            onSearch={searchDates}
          >
            {/* In reading order before Search; a service picked applies at once, as it always has. */}
            <NativeSelectField
              label={LL.chargeHistory.service()}
              name="subscriptionPointID"
              value={service ?? allServices}
              onChange={pickService}
              placeholder={LL.chargeHistory.allServices()}
              placeholderSelectable
              options={points.map((point) => ({
                value: point.subscriptionPointID,
                label: point.serviceIDToDisplay,
              }))}
            />
          </RangeFiltersSheet>
          <ResultsList name="charges" data={data} table={table} caption={caption} />
        </div>
      </OneTabCard>
    </div>
  )
}
