import { type FindMyBill, quickPayFindAccount } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"

/**
 * PUT /quickpay/findaccount with the find-my-bill identifiers.
 */
export const findPayer = (api: ApiClient, identifiers: FindMyBill) =>
  api.callWithSchemas(quickPayFindAccount, {
    body: { billingPointID: identifiers.accountNumber, servicePointID: identifiers.serviceID },
  })
