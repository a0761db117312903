import { describe, expect, test } from "vitest"
import { cardIconFor } from "./card-icon.ts"

describe("cardIconFor (spec §9)", () => {
  test("the five icons the portal has", () => {
    expect(["VISA", "MASTER CARD", "AMEX", "DISCOVER", "CASH"].map(cardIconFor)).toEqual([
      "VISA",
      "MASTER CARD",
      "AMEX",
      "DISCOVER",
      "CASH",
    ])
  })

  test("any case, stray spaces, and Mastercard written as one word", () => {
    expect(cardIconFor(" visa ")).toBe("VISA")
    expect(cardIconFor("MasterCard")).toBe("MASTER CARD")
    expect(cardIconFor("master  card")).toBe("MASTER CARD")
  })

  test("any other type shows the ACH icon", () => {
    expect(cardIconFor("ACH")).toBe("ACH")
    expect(cardIconFor("DINERS")).toBe("ACH")
    expect(cardIconFor("")).toBe("ACH")
    expect(cardIconFor("VISA DEBIT")).toBe("ACH")
  })
})
