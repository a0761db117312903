import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { FindMyBill } from "../entities/find-my-bill.ts"
import { BankAccountNumber, BankName } from "../entities/payment.ts"
import { RegistrationLookup } from "../entities/registration.ts"
import { SecurityAnswerText } from "../entities/user.ts"
import { serviceSearchField } from "../forms/date-search.ts"
import { registrationLookupForm } from "../forms/registration.ts"
import { emailField } from "./email.ts"
import { fieldLimits, type LimitedField } from "./limits.ts"
import { enteredPasswordField } from "./password.ts"
import { institutionNumberField, routingNumberField, transitNumberField } from "./routing.ts"
import { signInUsernameField } from "./username.ts"

const balance = registrationLookupForm({ useLastStatementBalance: false, useOldStatementBalance: false })
  .fields.lastStatementBalance

/** Each limited field's schema and a valid value of a given length; the compiler wants every field. */
const fields: Readonly<
  Record<
    LimitedField,
    {
      readonly limit: number
      readonly schema: Schema.Codec<string>
      readonly valueOf: (length: number) => string
    }
  >
> = {
  username: { limit: fieldLimits.username, schema: signInUsernameField, valueOf: (n) => "a".repeat(n) },
  password: {
    limit: fieldLimits.password,
    schema: enteredPasswordField,
    valueOf: (n) => "Aa1".padEnd(n, "x"),
  },
  email: {
    limit: fieldLimits.email,
    schema: emailField("account.fieldEmail"),
    valueOf: (n) => "@example.com".padStart(n, "a"),
  },
  securityAnswer: {
    limit: fieldLimits.securityAnswer,
    schema: SecurityAnswerText,
    valueOf: (n) => "a".repeat(n),
  },
  bankName: { limit: fieldLimits.bankName, schema: BankName, valueOf: (n) => "b".repeat(n) },
  bankAccountNumber: {
    limit: fieldLimits.bankAccountNumber,
    schema: BankAccountNumber,
    valueOf: (n) => "1".repeat(n),
  },
  routingNumber: {
    limit: fieldLimits.routingNumber,
    schema: routingNumberField({ validateRoutingNumber: false }),
    valueOf: (n) => "1".repeat(n),
  },
  institution: {
    limit: fieldLimits.institution,
    schema: institutionNumberField,
    valueOf: (n) => "1".repeat(n),
  },
  transit: { limit: fieldLimits.transit, schema: transitNumberField, valueOf: (n) => "1".repeat(n) },
  accountSearch: {
    limit: fieldLimits.accountSearch,
    schema: FindMyBill.fields.accountNumber,
    valueOf: (n) => "1".repeat(n),
  },
  serviceSearch: {
    limit: fieldLimits.serviceSearch,
    schema: serviceSearchField,
    valueOf: (n) => "s".repeat(n),
  },
  registrationName: {
    limit: fieldLimits.registrationName,
    schema: RegistrationLookup.fields.accountName,
    valueOf: (n) => "n".repeat(n),
  },
  registrationBalance: {
    limit: fieldLimits.registrationBalance,
    schema: balance,
    valueOf: (n) => ".00".padStart(n, "1"),
  },
  registrationAccount: {
    limit: fieldLimits.registrationAccount,
    schema: RegistrationLookup.fields.accountNumber,
    valueOf: (n) => "1".repeat(n),
  },
}

describe("fieldLimits is the maximum length the contract's rules apply (spec §9)", () => {
  test.each(Object.entries(fields))("%s: the limit is accepted, one more is refused", (_name, field) => {
    const { limit } = field
    const is = Schema.is(field.schema)
    expect(is(field.valueOf(limit))).toBe(true)
    expect(is(field.valueOf(limit + 1))).toBe(false)
  })
})
