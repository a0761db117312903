import type { Bill } from "@billpath/contract"
import { useAtomValue, useSetAtom } from "jotai"
import { css } from "../../styled-system/css"
import { apiClientAtom } from "../api/portal-atoms.ts"
import { formatDate } from "../i18n/format.ts"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { showAlertAtom } from "../ui/alerts/alerts-atoms.ts"
import { DownloadButton } from "../ui/download/download-button.tsx"
import { fetchBillPdf } from "./bill-pdf.ts"
import { outcomeAlert } from "./outcome-alerts.ts"

const hiddenClass = css({ srOnly: true })

/** Each screen brings its own texts, so the bills table and the dashboard load only their own. */
export const BillPdfButton = ({
  bill,
  texts,
  variant,
  missingClassName,
}: {
  readonly bill: Bill
  readonly texts: "billing" | "recentBills"
  readonly variant: "outline" | "link"
  readonly missingClassName: string
}) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const api = useAtomValue(apiClientAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const words = LL[texts]
  if (!bill.hasPDF) {
    return (
      <span className={missingClassName}>
        <span aria-hidden="true">—</span>
        <span className={hiddenClass}>{words.noPdf()}</span>
      </span>
    )
  }
  const date = formatDate(bill.statementDate, language)
  return (
    <DownloadButton
      variant={variant}
      fetchFile={() => fetchBillPdf(api, bill.statementDate)}
      onFailed={() => showAlert(outcomeAlert(LL, "viewBill", "failed"))}
    >
      <span className={hiddenClass}>{words.downloadLabel({ date })}</span>
      <span aria-hidden="true">{words.pdf()}</span>
    </DownloadButton>
  )
}
