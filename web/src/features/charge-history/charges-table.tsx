import type { Charge } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { useFormattedColumns } from "../../shared/formatted-columns.ts"
import type { ResultsTable } from "../../shared/results-list.tsx"
import { WholeIds } from "../../ui/data-table/whole-ids.tsx"
import type { ChargeList } from "./charges-data.ts"

const detailsClass = css({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: "4",
  rowGap: "1",
  m: "0",
})
const termClass = css({ color: "fg.muted" })

export const useChargesTable = (): ResultsTable<Exclude<ChargeList, "failed">, Charge> => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const column = useFormattedColumns<Charge>()
  const period = (charge: Charge) =>
    LL.chargeHistory.periodRange({
      start: formatDate(charge.startDate, language),
      end: formatDate(charge.endDate, language),
    })
  return {
    rowsOf: (list) => list.charges,
    columns: [
      {
        key: "name",
        header: LL.chargeHistory.chargeName(),
        cell: (charge) => <WholeIds text={charge.chargeName} />,
      },
      { key: "period", header: LL.chargeHistory.period(), cell: period, secondary: true },
      {
        ...column.quantity("quantity", LL.chargeHistory.quantity(), (charge) => charge.quantity),
        secondary: true,
      },
      column.money("total", LL.chargeHistory.total(), (charge) => charge.total),
    ],
    // A statement lists a charge once; its name and period tell it from the others on the page.
    rowKey: (charge) => `${charge.statementDate}|${charge.chargeName}|${charge.startDate}|${charge.total}`,
    emptyMessage: LL.chargeHistory.noResults(),
    details: {
      label: (charge) => LL.chargeHistory.detailsLabel({ name: charge.chargeName, period: period(charge) }),
      content: (charge) => (
        <dl className={detailsClass}>
          <dt className={termClass}>{LL.chargeHistory.billDate()}</dt>
          <dd>{formatDate(charge.statementDate, language)}</dd>
          <dt className={termClass}>{LL.chargeHistory.amount()}</dt>
          <dd>{formatMoney(charge.amount, language)}</dd>
          <dt className={termClass}>{LL.chargeHistory.tax()}</dt>
          <dd>{formatMoney(charge.tax, language)}</dd>
        </dl>
      ),
    },
  }
}
