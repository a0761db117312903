import {
  BillingDateList,
  BillingDatesQuery,
  UsageDetailQuery,
  UsageFilter,
  UsageList,
  UsageSummaryQuery,
} from "../entities/usage.ts"
import { statuses } from "../statuses.ts"
import { endpoint, file, json } from "./endpoint.ts"

export const getUsage = endpoint({
  name: "getUsage",
  summary: "Usage per service for a bill date, paged",
  method: "GET",
  path: "/usage",
  host: "api",
  access: ["LoggedIn"],
  query: UsageFilter,
  success: json(UsageList),
  errors: [],
})

export const getBillingDates = endpoint({
  name: "getBillingDates",
  summary: "The bill dates usage can be shown for",
  method: "GET",
  path: "/usage/billing-dates",
  host: "api",
  access: ["LoggedIn"],
  query: BillingDatesQuery,
  success: json(BillingDateList),
  errors: [statuses.notFound],
})

export const downloadUsageSummary = endpoint({
  name: "downloadUsageSummary",
  summary: "The usage summary as CSV",
  method: "GET",
  path: "/usage/downloadusagesummary",
  host: "api",
  access: ["LoggedIn"],
  query: UsageSummaryQuery,
  success: file("text/csv", "usageSummary.csv"),
  errors: [],
})

export const downloadUsageDetail = endpoint({
  name: "downloadUsageDetail",
  summary: "One usage row's detail as CSV",
  method: "GET",
  path: "/usage/downloadusagedetail",
  host: "api",
  access: ["LoggedIn"],
  query: UsageDetailQuery,
  success: file("text/csv", "usage-detail.csv"),
  errors: [statuses.notFound],
})
