import { defaultDateRange, endpoints, isoDayOf } from "@billpath/contract"
import { parse } from "csv-parse/sync"
import { describe, expect, test } from "vitest"
import { callValue } from "../testing/contract-client.ts"
import { personas, signIn, startSignedIn, startTestServer, testNow } from "../testing/mock-server.ts"

const aliceAccount = "1002003001"
const range = defaultDateRange(isoDayOf(testNow.getTime())) ?? { startDate: "", endDate: "" }

describe("the bulk charges switch (a large export)", () => {
  test("100,000 generated rows page like any history, and charges.csv streams every one of them", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const switched = await app.inject({
      method: "POST",
      url: `/__mock/bulk-charges?account=${aliceAccount}&rows=100000`,
    })
    expect(switched.statusCode).toBe(204)

    const page = await callValue(
      app,
      endpoints.getCharges,
      { query: { page: 3, pageSize: 10, ...range } },
      { token },
    )
    expect(page.rowCount).toBe(100_000)
    expect(page.charges).toHaveLength(10)

    const download = await app.inject({
      method: "GET",
      url: `/api/charges/download?startDate=${range.startDate}&endDate=${range.endDate}`,
      headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    })
    expect(download.statusCode).toBe(200)
    // Sent as it is made: no length known up front.
    expect(download.headers["content-length"]).toBeUndefined()
    expect(download.headers["content-disposition"]).toContain("charges.csv")
    const rows: Array<Array<string>> = parse(download.body, { bom: true })
    expect(rows).toHaveLength(100_001)
    expect(rows[0]?.[0]).toBe("Charge name")
    expect(download.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })

  test("a bad switch is a clear 400; rows=0 takes the history away again", async () => {
    const { app } = await startTestServer()
    const bad = await app.inject({ method: "POST", url: "/__mock/bulk-charges?account=nope&rows=5" })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ message: expect.stringContaining("account") })
    const tooMany = await app.inject({
      method: "POST",
      url: `/__mock/bulk-charges?account=${aliceAccount}&rows=lots`,
    })
    expect(tooMany.statusCode).toBe(400)
    const token = await signIn(app, personas.alice.username, personas.alice.password)
    const url = `/__mock/bulk-charges?account=${aliceAccount}`
    await app.inject({ method: "POST", url: `${url}&rows=50` })
    await app.inject({ method: "POST", url: `${url}&rows=0` })
    const page = await callValue(app, endpoints.getCharges, { query: { page: 1, pageSize: 10 } }, { token })
    expect(page.rowCount).toBeLessThan(1000)
  })
})
