import { expect, test } from "vitest"
import { isQuickPayOffered } from "./quick-pay.ts"

test("quick pay is offered only when the theme allows both quick pay and making payments", () => {
  expect(isQuickPayOffered({ allowQuickPay: true, allowMakePayment: true })).toBe(true)
  expect(isQuickPayOffered({ allowQuickPay: true, allowMakePayment: false })).toBe(false)
  expect(isQuickPayOffered({ allowQuickPay: false, allowMakePayment: true })).toBe(false)
})
