import { BillDownloadQuery, BillList, ListCriteria, PaymentList } from "../entities/billing.ts"
import { statuses } from "../statuses.ts"
import { endpoint, file, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const billingEndpoints = group(
  { host: "api", access: ["LoggedIn"] },
  {
    getBills: endpoint({
      summary: "Bills, newest first, paged and filtered by statement date",
      method: "GET",
      path: "/bills",
      query: ListCriteria,
      success: json(BillList),
    }),
    downloadBill: endpoint({
      summary: "A statement as PDF, in the account's document language",
      method: "GET",
      path: "/bills/download",
      query: BillDownloadQuery,
      success: file("application/pdf", "{statementDate}.pdf"),
      /** No statement on that date, or that statement has no PDF. */
      errors: [statuses.notFound],
    }),
    /** Also the last-payment lookup: pageSize 1 with lastStatementOnly. */
    getPayments: endpoint({
      summary: "Payments, newest first, paged and filtered by payment date",
      method: "GET",
      path: "/payments",
      query: ListCriteria,
      success: json(PaymentList),
    }),
  },
)
