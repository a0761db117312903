import { describe, expect, test } from "vitest"
import { fieldMessages } from "./messages.ts"
import { isPayableAmount, offeredPayment, paymentAmountProblems, paymentLimits } from "./payment-amount.ts"

describe("what one payment may be", () => {
  test.each([1, 1.01, 0.29 + 20, 212.4, 9999.99, 10_000])("%d is payable", (amount) => {
    expect(isPayableAmount(amount)).toBe(true)
    expect(paymentAmountProblems(amount)).toEqual([])
  })

  test.each([
    ["zero", 0],
    ["a negative amount", -5],
    ["under the minimum", 0.99],
    ["a cent over the ceiling", 10_000.01],
    ["the probe's 99,999.99", 99_999.99],
    ["a third decimal", 12.345],
    ["not a number", Number.NaN],
    ["infinity", Number.POSITIVE_INFINITY],
  ])("%s is refused with payment.fieldAmount", (_case, amount) => {
    expect(isPayableAmount(amount)).toBe(false)
    expect(paymentAmountProblems(amount)).toEqual([
      { path: "amount", key: "payment.fieldAmount", text: fieldMessages["payment.fieldAmount"] },
    ])
  })

  test("an amount that could not be read gets the same key", () => {
    expect(paymentAmountProblems(undefined).map((problem) => problem.key)).toEqual(["payment.fieldAmount"])
  })

  test("the message names the limits it enforces", () => {
    const text = fieldMessages["payment.fieldAmount"]
    expect(text).toContain(paymentLimits.minimum.toFixed(2))
    expect(text).toContain(paymentLimits.ceiling.toLocaleString("en-US", { minimumFractionDigits: 2 }))
  })
})

describe("the amount a payment page offers", () => {
  test("what is owed", () => {
    expect(offeredPayment(212.4)).toBe(212.4)
  })

  test("nothing when paid up or in credit: a credit means nothing is due", () => {
    expect(offeredPayment(0)).toBeUndefined()
    expect(offeredPayment(-187.6)).toBeUndefined()
  })

  test("at most the ceiling, so the offer itself is payable", () => {
    expect(offeredPayment(12_500)).toBe(paymentLimits.ceiling)
  })
})
