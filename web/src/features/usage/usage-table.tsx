import type { UsageRow } from "@billpath/contract"
import { useAtomValue, useSetAtom } from "jotai"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { useFormattedColumns } from "../../shared/formatted-columns.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import type { ResultsTable } from "../../shared/results-list.tsx"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { DownloadButton } from "../../ui/download/download-button.tsx"
import { hiddenClass } from "../../ui/form/form-styles.ts"
import { downloadPath, LineIcon } from "../../ui/icons/line-icon.tsx"
import type { UsageList } from "./usage-data.ts"

export const useUsageTable = (): ResultsTable<Exclude<UsageList, "failed">, UsageRow> => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const column = useFormattedColumns<UsageRow>()
  const api = useAtomValue(apiClientAtom)
  const showAlert = useSetAtom(showAlertAtom)
  return {
    rowsOf: (list) => list.items,
    columns: [
      { key: "service", header: LL.usage.serviceID(), cell: (row) => row.serviceID, nowrap: true },
      { ...column.quantity("quantity", LL.usage.quantity(), (row) => row.quantity), secondary: true },
      column.money("charge", LL.usage.charge(), (row) => row.charge),
      {
        key: "discount",
        header: LL.usage.discount(),
        align: "end",
        nowrap: true,
        secondary: true,
        // Spec §2: the discount shows with a leading minus (none when there is none).
        cell: (row) => (row.discount === 0 ? "—" : formatMoney(-row.discount, language)),
      },
      {
        key: "billed",
        secondary: true,
        header: LL.usage.billed(),
        cell: (row) => (row.unbilled ? LL.usage.notBilledYet() : LL.usage.billedYes()),
      },
    ],
    rowKey: (row) => row.downloadCriteria,
    emptyMessage: LL.usage.noResults(),
    details: { label: (row) => LL.usage.rowMore({ service: row.serviceID }) },
    actions: {
      header: LL.usage.detail(),
      cell: (row) => (
        <DownloadButton
          variant="link"
          fetchFile={async () => {
            const answer = await api.call("downloadUsageDetail", {
              query: { downloadCriteria: row.downloadCriteria },
            })
            return answer._tag === "success" ? answer.value : undefined
          }}
          onFailed={() => showAlert(outcomeAlert(LL, "download", "failed"))}
        >
          <LineIcon size={18} d={downloadPath} />
          <span className={hiddenClass}>{LL.usage.detailLabel({ service: row.serviceID })}</span>
        </DownloadButton>
      ),
    },
  }
}
