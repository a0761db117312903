import { describe, expect, test } from "vitest"
import { canMakePayment } from "./make-payment.ts"

describe("canMakePayment", () => {
  test("offered when the theme allows payments and the account may pay online", () => {
    expect(canMakePayment({ allowMakePayment: true }, { isEPayProhibited: false })).toBe(true)
  })

  test("not offered when the theme turns payments off", () => {
    expect(canMakePayment({ allowMakePayment: false }, { isEPayProhibited: false })).toBe(false)
  })

  test("not offered to an account barred from paying online, whatever the theme", () => {
    expect(canMakePayment({ allowMakePayment: true }, { isEPayProhibited: true })).toBe(false)
    expect(canMakePayment({ allowMakePayment: false }, { isEPayProhibited: true })).toBe(false)
  })
})
