import { describe, expect, test } from "vitest"
import { offeredAmount, typedAmount } from "./amount.ts"

describe("amounts typed on the hosted card page", () => {
  test.each([
    ["84,17", 84.17],
    [" 84,1 ", 84.1],
    ["1 234,56", 1234.56],
    ["1\u00a0234,56", 1234.56],
    ["1\u202f234,56", 1234.56],
    ["84.17", 84.17],
    ["84", 84],
  ])("French takes %j as %d", (typed, amount) => {
    expect(typedAmount(typed, "fr")).toBe(amount)
  })

  test.each(["84,175", "84,17,1", "1,234", "", "abc", "-5", "123456"])("French refuses %j", (typed) => {
    expect(typedAmount(typed, "fr")).toBeUndefined()
  })

  test("English takes a point and refuses a comma, which there groups thousands", () => {
    expect(typedAmount("84.17", "en")).toBe(84.17)
    expect(typedAmount("84,17", "en")).toBeUndefined()
    expect(typedAmount("1,234", "en")).toBeUndefined()
  })

  test("the balance is offered the language's way", () => {
    expect(offeredAmount(212.4, "fr")).toBe("212,40")
    expect(offeredAmount(212.4, "en")).toBe("212.40")
  })

  test("nothing is offered when nothing is owed: paid up, or a credit", () => {
    expect(offeredAmount(0, "en")).toBe("")
    expect(offeredAmount(-187.6, "fr")).toBe("")
  })
})
