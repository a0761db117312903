import { downloadBill } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"

/** Downloads a statement's PDF and hands it to the browser under its file name. */
export const saveBillPdf = async (api: ApiClient, statementDate: string): Promise<boolean> => {
  const outcome = await api.call(downloadBill, { query: { statementDate } })
  if (outcome._tag !== "success") return false
  const url = URL.createObjectURL(new Blob([outcome.value.bytes.slice()], { type: "application/pdf" }))
  const link = document.createElement("a")
  link.href = url
  link.download = outcome.value.fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return true
}
