import type { FileContent } from "@billpath/contract"
import type { ApiClient } from "../api/client.ts"

/** A statement's PDF, named by its statement date; undefined when it cannot be had. */
export const fetchBillPdf = async (
  api: ApiClient,
  statementDate: string,
): Promise<FileContent | undefined> => {
  const outcome = await api.call("downloadBill", { query: { statementDate } })
  return outcome._tag === "success" ? outcome.value : undefined
}
