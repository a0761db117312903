import type { FileContent } from "@billpath/contract"
import { lightEndpoints } from "@billpath/contract/light"
import type { ApiClient } from "../api/client.ts"

/** A statement's PDF, named by its statement date; undefined when it cannot be had. */
export const fetchBillPdf = async (
  api: ApiClient,
  statementDate: string,
): Promise<FileContent | undefined> => {
  const outcome = await api.call(lightEndpoints.downloadBill, { query: { statementDate } })
  return outcome._tag === "success" ? outcome.value : undefined
}
