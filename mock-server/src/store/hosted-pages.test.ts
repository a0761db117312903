import { describe, expect, test } from "vitest"
import { seedState } from "../fixtures/seed.ts"
import { keepHostedPage } from "./hosted-pages.ts"

describe("open card pages", () => {
  test("beyond the limit the oldest page is forgotten, so opening pages cannot grow memory without end", () => {
    const state = seedState(new Date("2026-11-22T15:00:00.000Z"), "billpath")
    for (let index = 0; index < 12; index += 1) {
      keepHostedPage(
        state,
        {
          id: `page-${index}`,
          accountNumber: "1002003001",
          language: "en",
          isMakePayment: true,
          balance: 10,
          quickPay: false,
          signInId: "sign-in",
          portalOrigin: undefined,
          createdAt: new Date(),
          completed: false,
        },
        10,
      )
    }
    expect([...state.hostedSessions.keys()]).toEqual(
      Array.from({ length: 10 }, (_, index) => `page-${index + 2}`),
    )
  })
})
