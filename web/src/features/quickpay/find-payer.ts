import type { FindMyBill } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"

/** PUT /quickpay/findaccount; loaded with the search (the contract's codec, with Effect), not with the page. */
export const findPayer = (api: ApiClient, identifiers: FindMyBill) =>
  api.call("quickPayFindAccount", {
    body: { billingPointID: identifiers.accountNumber, servicePointID: identifiers.serviceID },
  })
