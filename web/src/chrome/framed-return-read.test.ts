import { describe, expect, test } from "vitest"
import { returnAddressOf } from "./framed-return-read.ts"

const at = (address: string) => {
  const url = new URL(address, "http://127.0.0.1:8080")
  return { pathname: url.pathname, search: url.search }
}

describe("where a framed card page sent its frame back to", () => {
  test("the receipt and the autopay tab, with their status and in any language, are returns", () => {
    expect(returnAddressOf(at("/payment-receipt?status=success"))).toBe("/payment-receipt?status=success")
    expect(returnAddressOf(at("/fr/payment-receipt?status=cancelled"))).toBe(
      "/fr/payment-receipt?status=cancelled",
    )
    expect(returnAddressOf(at("/account/autopay?status=success"))).toBe("/account/autopay?status=success")
    expect(returnAddressOf(at("/payment-receipt"))).toBe("/payment-receipt")
  })

  test("any other page of the portal steers nothing", () => {
    for (const address of [
      "/",
      "/dashboard",
      "/account/settings",
      "/payment-receipts",
      "/__mock/hosted-payment/123",
      "/payment-receipt/../dashboard",
      "/fr/account/autopay/x",
    ]) {
      expect(returnAddressOf(at(address)), address).toBeNull()
    }
  })
})

describe("the return in the language in use", () => {
  test("an address without a language gets the one in use; one that names a language keeps it", () => {
    expect(returnAddressOf(at("/payment-receipt?status=success"), "fr")).toBe(
      "/fr/payment-receipt?status=success",
    )
    expect(returnAddressOf(at("/account/autopay?status=cancelled"), "fr")).toBe(
      "/fr/account/autopay?status=cancelled",
    )
    expect(returnAddressOf(at("/fr/payment-receipt"), "fr")).toBe("/fr/payment-receipt")
    expect(returnAddressOf(at("/dashboard"), "fr")).toBeNull()
  })
})
