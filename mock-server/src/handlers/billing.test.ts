import { defaultDateRange, endpoints, isoDayOf } from "@billpath/contract"
import { parse } from "csv-parse/sync"
import type { FastifyInstance } from "fastify"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, test } from "vitest"
import { addDays } from "../clock.ts"
import { call, callValue } from "../testing/contract-client.ts"
import { personas, signIn, startSignedIn, startTestServer, testNow } from "../testing/mock-server.ts"
import { readPdf } from "../testing/pdf-reading.ts"

const today = isoDayOf(testNow.getTime())

/** An account's bill dates, newest first, as the usage screen lists them. */
const billDates = async (app: FastifyInstance, token: string, BPID: string) =>
  (await callValue(app, endpoints.getBillingDates, { query: { BPID } }, { token })).items

const csvRows = (bytes: Uint8Array): Array<Array<string>> =>
  parse(Buffer.from(bytes).toString("utf8"), { bom: true, relaxColumnCount: false })

describe("bills", () => {
  test("Alice has 24 monthly bills, newest first, all paid but the current one; pages of 10", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const first = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 10 } }, { token })
    expect(first.rowCount).toBe(24)
    expect(first.items).toHaveLength(10)
    const [current, ...older] = first.items
    expect(current).toMatchObject({
      totalDue: 84.17,
      isPaid: false,
      paymentDueDate: addDays(today, 12),
      hasPDF: true,
    })
    expect(older.every((bill) => bill.isPaid)).toBe(true)
    const dates = first.items.map((bill) => bill.statementDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    const third = await callValue(app, endpoints.getBills, { query: { page: 3, pageSize: 10 } }, { token })
    expect(third.items).toHaveLength(4)
    expect(third.rowCount).toBe(24)
  })

  test("a date range keeps the bills dated inside it, ends included", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const all = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 100 } }, { token })
    const startDate = all.items[5]?.statementDate ?? ""
    const endDate = all.items[2]?.statementDate ?? ""
    const ranged = await callValue(
      app,
      endpoints.getBills,
      { query: { page: 1, pageSize: 10, startDate, endDate } },
      { token },
    )
    expect(ranged.items.map((bill) => bill.statementDate)).toEqual(
      all.items.slice(2, 6).map((bill) => bill.statementDate),
    )
    expect(ranged.rowCount).toBe(4)
  })

  test("the billing screen's ranges: the last year gives 12 or 13 bills, two years back all 24 over 3 pages", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const lastYear = { startDate: defaultDateRange(today)?.startDate ?? "", endDate: today }
    const first = await callValue(
      app,
      endpoints.getBills,
      { query: { page: 1, pageSize: 10, ...lastYear } },
      { token },
    )
    expect([12, 13]).toContain(first.rowCount)
    const second = await callValue(
      app,
      endpoints.getBills,
      { query: { page: 2, pageSize: 10, ...lastYear } },
      { token },
    )
    expect(second.items).toHaveLength(first.rowCount - 10)
    expect(second.rowCount).toBe(first.rowCount)
    const twoYears = { startDate: addDays(lastYear.startDate, -365), endDate: today }
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        callValue(app, endpoints.getBills, { query: { page, pageSize: 10, ...twoYears } }, { token }),
      ),
    )
    expect(pages.map((list) => list.items.length)).toEqual([10, 10, 4])
    expect(pages.every((list) => list.rowCount === 24)).toBe(true)
  })

  test("Carla's current bill is unpaid and past due, older ones paid", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const bills = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 3 } }, { token })
    expect(bills.items[0]).toMatchObject({
      totalDue: 212.4,
      isPaid: false,
      amountOutstanding: 212.4,
      hasPDF: false,
    })
    expect(bills.items[0]?.paymentDueDate).toBe(addDays(today, -9))
    expect(bills.items.slice(1).every((bill) => bill.isPaid && bill.amountOutstanding === 0)).toBe(true)
  })

  test("the same seed and clock give the same history; another seed a different one", async () => {
    const read = async (seed: string) => {
      const { app } = await startTestServer({ seed })
      const token = await signIn(app, personas.alice.username, personas.alice.password)
      return callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 24 } }, { token })
    }
    const [first, second, other] = await Promise.all([read("a"), read("a"), read("b")])
    expect(second).toEqual(first)
    expect(other.items.slice(1)).not.toEqual(first.items.slice(1))
    expect(other.items[0]?.totalDue).toBe(84.17)
  })
})

describe("payments", () => {
  test("Alice's payments match her bills: card autopay three days before each due date", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const bills = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 24 } }, { token })
    const payments = await callValue(
      app,
      endpoints.getPayments,
      { query: { page: 1, pageSize: 100 } },
      { token },
    )
    expect(payments.rowCount).toBe(23)
    const paidBill = bills.items[1]
    expect(payments.items[0]).toMatchObject({
      amount: paidBill?.totalDue,
      paymentDate: addDays(paidBill?.paymentDueDate ?? "", -3),
      paymentMethod: "VISA",
      isAutoPay: true,
    })
    expect(payments.items[0]?.paymentAccount).toMatch(/4242$/)
  })

  test("the last-payment lookup (page size 1, lastStatementOnly) gives the newest payment", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const all = await callValue(app, endpoints.getPayments, { query: { page: 1, pageSize: 5 } }, { token })
    const last = await callValue(
      app,
      endpoints.getPayments,
      { query: { page: 1, pageSize: 1, lastStatementOnly: true } },
      { token },
    )
    expect(last.items).toEqual(all.items.slice(0, 1))
    expect(last.rowCount).toBe(1)
  })
})

describe("bill PDF", () => {
  test("a statement with a PDF downloads as <statementDate>.pdf", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const bills = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 1 } }, { token })
    const statementDate = bills.items[0]?.statementDate ?? ""
    const file = await callValue(app, endpoints.downloadBill, { query: { statementDate } }, { token })
    expect(file.fileName).toBe(`${statementDate}.pdf`)
    expect(file.contentType).toBe("application/pdf")
    expect(Buffer.from(file.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-")
  })

  test("the PDF reads back: Alice's statement shows her, her account and the total due", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const bills = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 1 } }, { token })
    const file = await callValue(
      app,
      endpoints.downloadBill,
      { query: { statementDate: bills.items[0]?.statementDate ?? "" } },
      { token },
    )
    const { text } = await extractText(await getDocumentProxy(file.bytes), { mergePages: true })
    for (const expected of ["Aurora Telecom", "Alice Martin", "1002003001", "$84.17", "TEL-5550101"]) {
      expect(text).toContain(expected)
    }
  })

  test("Bruno's bills print in his document language, French", async () => {
    const { app, token } = await startSignedIn(personas.bruno)
    const bills = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 1 } }, { token })
    const file = await callValue(
      app,
      endpoints.downloadBill,
      { query: { statementDate: bills.items[0]?.statementDate ?? "" } },
      { token },
    )
    const { text } = await extractText(await getDocumentProxy(file.bytes), { mergePages: true })
    expect(text).toContain("Relevé")
    expect(text).toMatch(/132,05/)
  })

  /** The PDF of a persona's bill, the nth newest (0: the current one). */
  const billPdf = async (persona: { username: string; password: string }, nth: number, themeId?: string) => {
    const server = await startTestServer(themeId === undefined ? {} : { themeId })
    const token = await signIn(server.app, persona.username, persona.password)
    const bills = await callValue(
      server.app,
      endpoints.getBills,
      { query: { page: 1, pageSize: 5 } },
      { token },
    )
    const statementDate = bills.items[nth]?.statementDate ?? ""
    const file = await callValue(server.app, endpoints.downloadBill, { query: { statementDate } }, { token })
    return readPdf(file.bytes)
  }

  test("Alice is on autopay: her stub says not to send payment; tagged in English, in Aurora's colour", async () => {
    const pdf = await billPdf(personas.alice, 0)
    expect(pdf.text).toContain("Paid automatically \u2014 do not send payment.")
    expect(pdf.text).not.toContain("Amount enclosed")
    expect(pdf.marked).toBe(true)
    expect(pdf.language).toBe("en-US")
    expect(pdf.roles).toContain("H1")
    expect(pdf.fillColours).toContain("#4b2bb8")
  })

  test("Carla pays by hand: her stub asks her to return it with her payment; Lakeside's colour", async () => {
    // Her current statement has no PDF; the one before has.
    const pdf = await billPdf(personas.carla, 1, "lakeside-utilities")
    expect(pdf.text).toContain("Please detach this portion and return it with your payment.")
    expect(pdf.text).toContain("Amount enclosed")
    expect(pdf.text).not.toContain("Paid automatically")
    expect(pdf.fillColours).toContain("#0b6468")
    expect(pdf.fillColours).not.toContain("#4b2bb8")
  })

  test("Bruno's stub, on direct debit, says so in French", async () => {
    const pdf = await billPdf(personas.bruno, 0)
    expect(pdf.language).toBe("fr-CA")
    expect(pdf.text).toContain("Payé automatiquement \u2014 n’envoyez pas de paiement.")
  })

  test("Carla's last statement has no PDF, and an unknown date has no statement: 404", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const bills = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 1 } }, { token })
    const statementDate = bills.items[0]?.statementDate ?? ""
    expect((await call(app, endpoints.downloadBill, { query: { statementDate } }, { token })).status).toBe(
      404,
    )
    expect(
      (await call(app, endpoints.downloadBill, { query: { statementDate: "2001-01-01" } }, { token })).status,
    ).toBe(404)
  })
})

describe("charges", () => {
  test("charges page with rowCount the total, filter by service point and sub-filter", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const all = await callValue(app, endpoints.getCharges, { query: { page: 1, pageSize: 10 } }, { token })
    expect(all.charges).toHaveLength(10)
    expect(all.rowCount).toBeGreaterThan(24 * 3)
    const points = await callValue(app, endpoints.getSubscriptionPoints, {}, { token })
    const internet =
      points.items.find((point) => point.serviceIDToDisplay === "NET-8820410")?.subscriptionPointID ?? ""
    const onlyInternet = await callValue(
      app,
      endpoints.getCharges,
      { query: { page: 1, pageSize: 100, subscriptionPointID: internet } },
      { token },
    )
    expect(onlyInternet.rowCount).toBe(24)
    expect(onlyInternet.charges.every((charge) => charge.chargeName.includes("NET-8820410"))).toBe(true)
    const searched = await callValue(
      app,
      endpoints.getCharges,
      { query: { page: 1, pageSize: 100, subFilter: "long distance" } },
      { token },
    )
    expect(searched.rowCount).toBe(24)
  })

  test("the current statement's charges add up to the balance", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const bills = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 1 } }, { token })
    const statementDate = bills.items[0]?.statementDate ?? ""
    const charges = await callValue(
      app,
      endpoints.getCharges,
      { query: { page: 1, pageSize: 100, startDate: statementDate, endDate: statementDate } },
      { token },
    )
    const total = charges.charges.reduce((sum, charge) => sum + charge.total, 0)
    expect(Math.round(total * 100)).toBe(8417)
  })

  test("charges.csv parses back to the rows of the same range, with headers in the request's language", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const bills = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 3 } }, { token })
    const startDate = bills.items[2]?.statementDate ?? ""
    const endDate = bills.items[0]?.statementDate ?? ""
    const listed = await callValue(
      app,
      endpoints.getCharges,
      { query: { page: 1, pageSize: 100, startDate, endDate } },
      { token },
    )
    const english = await callValue(
      app,
      endpoints.downloadCharges,
      { query: { startDate, endDate } },
      { token },
    )
    expect(english.fileName).toBe("charges.csv")
    const [header, ...rows] = csvRows(english.bytes)
    expect(rows).toHaveLength(listed.rowCount)
    expect(rows.map((row) => row[0])).toEqual(listed.charges.map((charge) => charge.chargeName))
    const french = await callValue(
      app,
      endpoints.downloadCharges,
      { query: { startDate, endDate } },
      { token, language: "fr" },
    )
    const [frenchHeader] = csvRows(french.bytes)
    expect(frenchHeader).not.toEqual(header)
  })
})

describe("usage", () => {
  test("billing dates are Alice's statements; another account's BPID is 404", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const dates = await billDates(app, token, "1002003001")
    expect(dates).toHaveLength(24)
    expect(
      (await call(app, endpoints.getBillingDates, { query: { BPID: "1002003002" } }, { token })).status,
    ).toBe(404)
  })

  test("usage for a bill date has a row per service; without one it is the unbilled usage", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const dates = await billDates(app, token, "1002003001")
    const atrTransactionID = dates[1]?.ATRTransactionID ?? ""
    const billed = await callValue(
      app,
      endpoints.getUsage,
      { query: { page: 1, pageSize: 10, atrTransactionID } },
      { token },
    )
    expect(billed.items.map((row) => row.serviceID)).toEqual(["TEL-5550101", "NET-8820410", "TV-3310072"])
    expect(billed.items.every((row) => !row.unbilled)).toBe(true)
    const unbilled = await callValue(app, endpoints.getUsage, { query: { page: 1, pageSize: 10 } }, { token })
    expect(unbilled.items.every((row) => row.unbilled)).toBe(true)
  })

  test("a service's history: its last 12 billed periods, oldest first, each equal to its row of that bill date", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const history = await callValue(
      app,
      endpoints.getUsageHistory,
      { query: { serviceID: "NET-8820410" } },
      { token },
    )
    expect(history.items).toHaveLength(12)
    // The service's kind and unit name it to the customer: Alice's internet line counts gigabytes.
    expect(history).toMatchObject({ kind: "internet", unit: "GB" })
    const dates = history.items.map((period) => period.statementDate)
    expect([...dates].sort()).toEqual(dates)
    const newest = history.items.at(-1)
    const row = await callValue(
      app,
      endpoints.getUsage,
      {
        query: {
          page: 1,
          pageSize: 10,
          atrTransactionID: newest?.ATRTransactionID ?? "",
          subFilter: "NET-8820410",
        },
      },
      { token },
    )
    expect(row.items[0]).toMatchObject({ quantity: newest?.quantity, charge: newest?.charge })
    const six = await callValue(
      app,
      endpoints.getUsageHistory,
      { query: { serviceID: "NET-8820410", periods: 6 } },
      { token },
    )
    expect(six.items).toEqual(history.items.slice(6))
    const unknown = await call(app, endpoints.getUsageHistory, { query: { serviceID: "NOPE-1" } }, { token })
    expect(unknown.status).toBe(404)
  })

  test("Northwind's 14 fleet lines page 10 and 4; a service ID search narrows them", async () => {
    const { app, token } = await startSignedIn(personas.northwind)
    const dates = await billDates(app, token, "1002003004")
    const atrTransactionID = dates[0]?.ATRTransactionID ?? ""
    const first = await callValue(
      app,
      endpoints.getUsage,
      { query: { page: 1, pageSize: 10, atrTransactionID } },
      { token },
    )
    const second = await callValue(
      app,
      endpoints.getUsage,
      { query: { page: 2, pageSize: 10, atrTransactionID } },
      { token },
    )
    expect([first.items.length, second.items.length, first.rowCount]).toEqual([10, 4, 14])
    const searched = await callValue(
      app,
      endpoints.getUsage,
      { query: { page: 1, pageSize: 10, atrTransactionID, subFilter: "flt-90031" } },
      { token },
    )
    expect(searched.items.map((row) => row.serviceID)).toEqual([
      "FLT-900310",
      "FLT-900311",
      "FLT-900312",
      "FLT-900313",
    ])
  })

  test("usageSummary.csv holds the rows on screen; usage-detail.csv a row's records; unknown criteria 404", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const dates = await billDates(app, token, "1002003001")
    const atrTransactionID = dates[0]?.ATRTransactionID ?? ""
    const usage = await callValue(
      app,
      endpoints.getUsage,
      { query: { page: 1, pageSize: 10, atrTransactionID } },
      { token },
    )
    const summary = await callValue(
      app,
      endpoints.downloadUsageSummary,
      { query: { atrTransactionID } },
      { token },
    )
    expect(summary.fileName).toBe("usageSummary.csv")
    const [, ...summaryRows] = csvRows(summary.bytes)
    expect(summaryRows.map((row) => row[0])).toEqual(usage.items.map((row) => row.serviceID))
    const downloadCriteria = usage.items[0]?.downloadCriteria ?? ""
    const detail = await callValue(
      app,
      endpoints.downloadUsageDetail,
      { query: { downloadCriteria } },
      { token },
    )
    expect(detail.fileName).toBe("usage-detail.csv")
    const [, ...detailRows] = csvRows(detail.bytes)
    expect(detailRows.length).toBeGreaterThan(0)
    expect(detailRows.every((row) => row[0] === usage.items[0]?.serviceID)).toBe(true)
    expect(
      (await call(app, endpoints.downloadUsageDetail, { query: { downloadCriteria: "nope" } }, { token }))
        .status,
    ).toBe(404)
  })
})
