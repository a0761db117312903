import { textBounds } from "@billpath/contract"
import { describe, expect, test } from "vitest"
import { personas, startSignedIn } from "../testing/mock-server.ts"

describe("the contract's bounds, as the mock holds requests to them", () => {
  test("an over-long field is the contract's 400 naming the field, never a 5xx", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const headers = { authorization: `Bearer ${token}` }
    const dismissal = await app.inject({
      method: "PUT",
      url: "/api/systemmessage/dismiss",
      headers,
      payload: { messageID: "M".repeat(textBounds.id + 1) },
    })
    expect(dismissal.statusCode).toBe(400)
    expect(JSON.stringify(dismissal.json())).toContain("messageID")
    const query = new URLSearchParams({
      page: "1",
      pageSize: "10",
      subscriptionPointID: "S".repeat(textBounds.id + 1),
    })
    const bills = await app.inject({ url: `/api/bills?${query}`, headers })
    expect(bills.statusCode).toBe(400)
    expect(JSON.stringify(bills.json())).toContain("subscriptionPointID")
  })

  test("a page number beyond 32 bits is refused the same way", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const bills = await app.inject({
      url: "/api/bills?page=4294967296&pageSize=10",
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bills.statusCode).toBe(400)
    expect(JSON.stringify(bills.json())).toContain("page")
  })
})
