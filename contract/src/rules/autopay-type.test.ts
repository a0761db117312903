import { describe, expect, test } from "vitest"
import { type AutopayFacts, initialAutopayPaymentType } from "./autopay-type.ts"

const bankInfo = {
  directDebitBankName: "First Bank",
  directDebitAccountNumber: "*****6789",
  directDebitRoutingNumber: "*****0021",
  directDebitAccountType: "Checking",
} as const
const cardInfo = { cardType: "VISA", cardLastFour: "4242" }

const facts = (overrides: Partial<AutopayFacts>): AutopayFacts => ({
  isAutoPayEnabled: true,
  isAutoPayDirectDebit: false,
  bankInfo: null,
  cardInfo: null,
  ...overrides,
})

describe("initialAutopayPaymentType (spec §4)", () => {
  test("debit: direct-debit autopay on with bank details", () => {
    expect(initialAutopayPaymentType(facts({ isAutoPayDirectDebit: true, bankInfo }))).toBe("debit")
    expect(initialAutopayPaymentType(facts({ isAutoPayDirectDebit: true, bankInfo, cardInfo }))).toBe("debit")
  })

  test("credit: autopay on, not by direct debit, with card details", () => {
    expect(initialAutopayPaymentType(facts({ cardInfo }))).toBe("credit")
    expect(initialAutopayPaymentType(facts({ cardInfo, bankInfo }))).toBe("credit")
  })

  test("manual when the details of the chosen way are missing", () => {
    expect(initialAutopayPaymentType(facts({ isAutoPayDirectDebit: true, cardInfo }))).toBe("manual")
    expect(initialAutopayPaymentType(facts({ bankInfo }))).toBe("manual")
    expect(initialAutopayPaymentType(facts({}))).toBe("manual")
  })

  test("manual whenever autopay is off, whatever details are on file", () => {
    expect(initialAutopayPaymentType(facts({ isAutoPayEnabled: false, cardInfo }))).toBe("manual")
    expect(
      initialAutopayPaymentType(
        facts({ isAutoPayEnabled: false, isAutoPayDirectDebit: true, bankInfo, cardInfo }),
      ),
    ).toBe("manual")
  })
})
