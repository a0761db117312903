import {
  BillingDateList,
  BillingDatesQuery,
  UsageDetailQuery,
  UsageFilter,
  UsageHistory,
  UsageHistoryQuery,
  UsageList,
  UsageSummaryQuery,
} from "../entities/usage.ts"
import { statuses } from "../statuses.ts"
import { endpoint, file, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const usageEndpoints = group(
  { host: "api", access: ["LoggedIn"] },
  {
    getUsage: endpoint({
      summary: "Usage per service for a bill date, paged",
      method: "GET",
      path: "/usage",
      query: UsageFilter,
      success: json(UsageList),
    }),
    getBillingDates: endpoint({
      summary: "The bill dates usage can be shown for",
      method: "GET",
      path: "/usage/billing-dates",
      query: BillingDatesQuery,
      success: json(BillingDateList),
      errors: [statuses.notFound],
    }),
    getUsageHistory: endpoint({
      summary: "One service's usage per billing period, oldest first (ours: the usage chart)",
      method: "GET",
      path: "/usage/history",
      query: UsageHistoryQuery,
      success: json(UsageHistory),
      errors: [statuses.notFound],
    }),
    downloadUsageSummary: endpoint({
      summary: "The usage summary as CSV",
      method: "GET",
      path: "/usage/downloadusagesummary",
      query: UsageSummaryQuery,
      success: file("text/csv", "usageSummary.csv"),
    }),
    downloadUsageDetail: endpoint({
      summary: "One usage row's detail as CSV",
      method: "GET",
      path: "/usage/downloadusagedetail",
      query: UsageDetailQuery,
      success: file("text/csv", "usage-detail.csv"),
      errors: [statuses.notFound],
    }),
  },
)
