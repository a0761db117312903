import { ChargeDownloadQuery, ChargeList, ChargeQuery } from "../entities/charges.ts"
import { endpoint, file, json } from "./endpoint.ts"

export const getCharges = endpoint({
  name: "getCharges",
  summary: "Charge history, paged and filtered",
  method: "GET",
  path: "/charges",
  host: "api",
  access: ["LoggedIn"],
  query: ChargeQuery,
  success: json(ChargeList),
  errors: [],
})

export const downloadCharges = endpoint({
  name: "downloadCharges",
  summary: "Charge history as CSV",
  method: "GET",
  path: "/charges/download",
  host: "api",
  access: ["LoggedIn"],
  query: ChargeDownloadQuery,
  success: file("text/csv", "charges.csv"),
  errors: [],
})
