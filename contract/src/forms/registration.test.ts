import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { RegistrationValidateAccount } from "../entities/registration.ts"
import { registrationLookupRequest } from "./registration.ts"

const typed = {
  accountNumber: " 1002003090 ",
  serviceId: "TEL-5550190 ",
  companyAccount: false,
  accountName: " Okafor",
  lastStatementBalance: "45.00",
  statementDate: "10/22/2026",
  statementBalance: "45",
}

const off = { useLastStatementBalance: false, useOldStatementBalance: false }

describe("the registration lookup's request", () => {
  test("without balances asked, only the identifiers and the name go, trimmed", () => {
    expect(registrationLookupRequest(typed, off)).toEqual({
      billingPointId: "1002003090",
      servicePointID: "TEL-5550190",
      accountName: "Okafor",
      companyAccount: false,
    })
  })

  test("the last statement balance goes as a number when the theme asks for it", () => {
    expect(registrationLookupRequest(typed, { ...off, useLastStatementBalance: true })).toMatchObject({
      lastStatementBalance: 45,
    })
    expect(
      registrationLookupRequest(
        { ...typed, lastStatementBalance: "" },
        { ...off, useLastStatementBalance: true },
      ),
    ).not.toHaveProperty("lastStatementBalance")
  })

  test("the old mode sends the statement date as a calendar day with its balance", () => {
    const request = registrationLookupRequest(
      { ...typed, lastStatementBalance: "" },
      { useLastStatementBalance: false, useOldStatementBalance: true },
    )
    expect(request).toMatchObject({ statementDate: "2026-10-22", statementBalance: 45 })
    expect(request).not.toHaveProperty("lastStatementBalance")
    expect(Schema.is(RegistrationValidateAccount)(request)).toBe(true)
  })
})
