import {
  downloadBill,
  getPaymentRedirectUrl,
  getPayments,
  type LanguageCode,
  type Payment,
} from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"

/** The last payment: the payments list with page size 1 and lastStatementOnly (spec §7, §9). */
export const fetchLastPayment = async (api: ApiClient): Promise<Payment | null | "failed"> => {
  const outcome = await api.call(getPayments, { query: { page: 1, pageSize: 1, lastStatementOnly: true } })
  return outcome._tag === "success" ? (outcome.value.items[0] ?? null) : "failed"
}

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

/** Fetches the provider-hosted payment page's address and sends the browser there. */
export const goToPaymentPage = async (api: ApiClient, languageCode: LanguageCode): Promise<boolean> => {
  const outcome = await api.call(getPaymentRedirectUrl, { query: { languageCode, isMakePayment: true } })
  if (outcome._tag !== "success") return false
  window.location.assign(outcome.value.redirectURL)
  return true
}
