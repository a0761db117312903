import { ChargeDownloadQuery, ChargeList, ChargeQuery } from "../entities/charges.ts"
import { endpoint, file, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const chargeEndpoints = group(
  { host: "api", access: ["LoggedIn"] },
  {
    getCharges: endpoint({
      summary: "Charge history, paged and filtered",
      method: "GET",
      path: "/charges",
      query: ChargeQuery,
      success: json(ChargeList),
    }),
    downloadCharges: endpoint({
      summary: "Charge history as CSV",
      method: "GET",
      path: "/charges/download",
      query: ChargeDownloadQuery,
      success: file("text/csv", "charges.csv"),
    }),
  },
)
