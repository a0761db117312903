import type { UsagePeriod } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { lazy, Suspense, useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { useFormattedColumns } from "../../shared/formatted-columns.ts"
import { useSubscriptionPoints } from "../../shared/subscription-points.ts"
import { periodLabel } from "../../shared/usage-format.ts"
import { useAnswer } from "../../shared/use-answer.ts"
import { DataTable } from "../../ui/data-table/data-table.tsx"
import { introClass } from "../../ui/form/form-styles.ts"
import { NativeSelectField } from "../../ui/form/native-select-field.tsx"
import { Skeleton } from "../../ui/skeleton/skeleton.tsx"

// The chart and d3's scales load once there are periods to draw, in the room the placeholder kept.
const UsageChart = lazy(() => import("./usage-chart.tsx").then(({ UsageChart }) => ({ default: UsageChart })))
const chartPlaceholder = (
  <div aria-busy="true">
    <Skeleton width="100%" height="260px" />
  </div>
)

/** Beyond the spec: the chart shows a service's last twelve billing periods. */
const chartPeriods = 12

const sectionClass = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  borderBottomWidth: "1px",
  borderBottomStyle: "solid",
  borderColor: "border.default",
  paddingBottom: "4",
})
const pickerClass = css({ maxWidth: "320px" })
const summaryClass = css({ cursor: "pointer", color: "accent.link", fontWeight: "600", minHeight: "44px" })

export const UsageHistory = () => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const api = useAtomValue(apiClientAtom)
  const column = useFormattedColumns<UsagePeriod>()
  const services = useSubscriptionPoints()
  const points = services === undefined || services === "failed" ? [] : services
  const [picked, setPicked] = useState<string>()
  const serviceID = picked ?? points[0]?.serviceIDToDisplay
  // Without a service it never settles, and the chart keeps its placeholder.
  const history = useAnswer(
    useMemo(
      () =>
        serviceID === undefined
          ? new Promise<never>(() => undefined)
          : api.call("getUsageHistory", { query: { serviceID, periods: chartPeriods } }),
      [api, serviceID],
    ),
  )?.value

  if (services === "failed") return null
  const shown = history?._tag === "success" ? history.value : undefined
  const periods = history === undefined ? undefined : (shown?.items ?? "failed")
  // The service by its name first ("Internet (NET-8820410)") when the provider says what it is.
  const serviceName =
    shown?.kind === undefined
      ? (serviceID ?? "")
      : LL.usage.serviceNamed({ kind: LL.usage.kinds[shown.kind](), service: serviceID ?? "" })
  const unit = shown?.unit === undefined ? undefined : LL.usage.units[shown.unit]()
  return (
    <section className={sectionClass} aria-labelledby="usage-history-heading">
      <h2 id="usage-history-heading" className={css({ textStyle: "title.card" })}>
        {LL.usage.historyHeading()}
      </h2>
      <div className={pickerClass}>
        <NativeSelectField
          label={LL.usage.historyService()}
          name="historyService"
          value={serviceID ?? ""}
          onChange={setPicked}
          placeholder={LL.usage.historyService()}
          options={points.map((point) => ({
            value: point.serviceIDToDisplay,
            label: point.serviceIDToDisplay,
          }))}
        />
      </div>
      {periods === undefined ? (
        chartPlaceholder
      ) : periods === "failed" || periods.length === 0 ? (
        <p className={introClass}>{LL.usage.historyEmpty()}</p>
      ) : (
        <>
          <Suspense fallback={chartPlaceholder}>
            <UsageChart
              key={serviceID}
              periods={periods}
              title={LL.usage.chartTitle({ service: serviceName, count: periods.length })}
              {...(unit === undefined ? {} : { unit })}
            />
          </Suspense>
          <details>
            <summary className={summaryClass}>{LL.usage.chartAsTable()}</summary>
            <DataTable
              caption={LL.usage.chartTitle({ service: serviceName, count: periods.length })}
              columns={[
                {
                  key: "period",
                  header: LL.usage.period(),
                  cell: (period: UsagePeriod) => periodLabel(period.statementDate, language),
                },
                column.quantity(
                  "quantity",
                  unit === undefined ? LL.usage.quantity() : LL.usage.quantityIn({ unit }),
                  (period) => period.quantity,
                ),
                column.money("charge", LL.usage.charge(), (period) => period.charge),
              ]}
              rows={periods}
              rowKey={(period) => period.ATRTransactionID}
              emptyMessage={LL.usage.historyEmpty()}
            />
          </details>
        </>
      )}
    </section>
  )
}
