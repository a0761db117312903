import { type AccountSummary, endpoints, type User } from "@billpath/contract"
import { type Probing, probe } from "./probe.ts"
import { needs } from "./skipped.ts"

/** What the reads gave that later checks send back. */
export interface Readings {
  readonly account: AccountSummary | undefined
  readonly me: User | undefined
}

/** No provider gives a message this ID, so dismissing it must be "not found" and change nothing. */
const unknownMessageID = "conformance-no-such-message"

const firstPage = { query: { page: 1, pageSize: 10 } } as const

const isoDay = (date: Date): string => date.toISOString().slice(0, 10)

/** The year up to today, for the charges download, which needs a range. */
const lastYear = (): { readonly startDate: string; readonly endDate: string } => {
  const today = new Date()
  const start = new Date(today)
  start.setUTCFullYear(today.getUTCFullYear() - 1)
  return { startDate: isoDay(start), endDate: isoDay(today) }
}

/** Every signed-in read, each decoded with its endpoint's schemas; inputs come from earlier answers. */
export const readChecks = async (kit: Probing, token: string): Promise<Readings> => {
  const signedIn = { token }
  const account = (await probe(kit, endpoints.getAccounts, {}, signedIn)).value?.items[0]
  const points = (await probe(kit, endpoints.getSubscriptionPoints, {}, signedIn)).value
  await probe(kit, endpoints.getSystemMessage, { query: { languageCode: "en" } }, signedIn)
  await probe(
    kit,
    endpoints.dismissSystemMessage,
    { body: { messageID: unknownMessageID } },
    { ...signedIn, label: "unknown message", expect: { tags: ["notFound"] } },
  )

  const bills = (await probe(kit, endpoints.getBills, firstPage, signedIn)).value
  const billWithPdf = bills?.items.find((bill) => bill.hasPDF)
  if (billWithPdf === undefined) {
    needs(kit.recorder, "downloadBill", bills === undefined ? "GET /bills did not pass" : "no bill has one")
  } else {
    await probe(
      kit,
      endpoints.downloadBill,
      { query: { statementDate: billWithPdf.statementDate } },
      signedIn,
    )
  }
  await probe(kit, endpoints.getPayments, firstPage, signedIn)
  await probe(kit, endpoints.getCharges, firstPage, signedIn)
  await probe(kit, endpoints.downloadCharges, { query: lastYear() }, signedIn)

  const usage = (await probe(kit, endpoints.getUsage, firstPage, signedIn)).value
  const row = usage?.items[0]
  if (row === undefined) {
    needs(
      kit.recorder,
      "downloadUsageDetail",
      usage === undefined ? "GET /usage did not pass" : "it had no rows",
    )
  } else {
    await probe(
      kit,
      endpoints.downloadUsageDetail,
      { query: { downloadCriteria: row.downloadCriteria } },
      signedIn,
    )
  }
  await probe(kit, endpoints.downloadUsageSummary, { query: {} }, signedIn)
  if (account === undefined) needs(kit.recorder, "getBillingDates", "GET /accounts gave no account")
  else await probe(kit, endpoints.getBillingDates, { query: { BPID: account.accountNumber } }, signedIn)
  const service = points?.items[0]
  if (service === undefined) {
    needs(kit.recorder, "getUsageHistory", "GET /accounts/subscriptionpoints gave no service")
  } else {
    await probe(
      kit,
      endpoints.getUsageHistory,
      { query: { serviceID: service.serviceIDToDisplay } },
      signedIn,
    )
  }

  const me = (await probe(kit, endpoints.getMe, {}, signedIn)).value
  await probe(kit, endpoints.getDocumentLanguages, {}, signedIn)
  await probe(kit, endpoints.getSecurityQuestions, {
    query: { langCode: me?.prefLanguageCode === "fr" ? "FR" : "EN" },
  })
  await probe(
    kit,
    endpoints.getPaymentRedirectUrl,
    { query: { languageCode: "en", isMakePayment: true } },
    signedIn,
  )
  await probe(kit, endpoints.getPaymentReceipt, {}, signedIn)
  return { account, me }
}
