import { BillDownloadQuery, BillList, ListCriteria, PaymentList } from "../entities/billing.ts"
import { statuses } from "../statuses.ts"
import { endpoint, file, json } from "./endpoint.ts"

export const getBills = endpoint({
  name: "getBills",
  summary: "Bills, newest first, paged and filtered by statement date",
  method: "GET",
  path: "/bills",
  host: "api",
  access: ["LoggedIn"],
  query: ListCriteria,
  success: json(BillList),
  errors: [],
})

export const downloadBill = endpoint({
  name: "downloadBill",
  summary: "A statement as PDF, in the account's document language",
  method: "GET",
  path: "/bills/download",
  host: "api",
  access: ["LoggedIn"],
  query: BillDownloadQuery,
  success: file("application/pdf", "{statementDate}.pdf"),
  /** No statement on that date, or that statement has no PDF. */
  errors: [statuses.notFound],
})

/** Also the last-payment lookup: pageSize 1 with lastStatementOnly. */
export const getPayments = endpoint({
  name: "getPayments",
  summary: "Payments, newest first, paged and filtered by payment date",
  method: "GET",
  path: "/payments",
  host: "api",
  access: ["LoggedIn"],
  query: ListCriteria,
  success: json(PaymentList),
  errors: [],
})
