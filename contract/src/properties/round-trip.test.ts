import { Arbitrary, Effect, Schema } from "effect"
import { describe, expect, test } from "vitest"
import { jsonCodec, stringTreeCodec } from "../endpoints/derive.ts"
import type { ContractSchema } from "../endpoints/endpoint.ts"
import { endpointList } from "../endpoints/index.ts"
import * as account from "../entities/account.ts"
import * as auth from "../entities/auth.ts"
import * as billing from "../entities/billing.ts"
import * as charges from "../entities/charges.ts"
import * as config from "../entities/config.ts"
import * as findMyBill from "../entities/find-my-bill.ts"
import * as language from "../entities/language.ts"
import * as passwordChange from "../entities/password-change.ts"
import * as passwordReset from "../entities/password-reset.ts"
import * as payment from "../entities/payment.ts"
import * as problem from "../entities/problem.ts"
import * as registration from "../entities/registration.ts"
import * as systemMessage from "../entities/system-message.ts"
import * as theme from "../entities/theme.ts"
import * as usage from "../entities/usage.ts"
import * as user from "../entities/user.ts"

/** Every entity of spec §3 (and the contract's own bodies), by name: the round-trip tests walk them all. */
const entitySchemas: Readonly<Record<string, ContractSchema>> = {
  AccountSummary: account.AccountSummary,
  AccountList: account.AccountList,
  CardInfo: account.CardInfo,
  BankInfo: account.BankInfo,
  SubscriptionPoint: account.SubscriptionPoint,
  SubscriptionPointList: account.SubscriptionPointList,
  AccountSettingsUpdate: account.AccountSettingsUpdate,
  BillOptionsUpdate: account.BillOptionsUpdate,
  Token: auth.Token,
  AccountNames: auth.AccountNames,
  LoginResponse: auth.LoginResponse,
  StoredSession: auth.StoredSession,
  Bill: billing.Bill,
  BillList: billing.BillList,
  Payment: billing.Payment,
  PaymentList: billing.PaymentList,
  ListCriteria: billing.ListCriteria,
  Charge: charges.Charge,
  ChargeList: charges.ChargeList,
  Config: config.Config,
  FindMyBill: findMyBill.FindMyBill,
  QuickPaySearchResponse: findMyBill.QuickPaySearchResponse,
  QuickPayFound: findMyBill.QuickPayFound,
  Language: language.Language,
  DocumentLanguage: language.DocumentLanguage,
  DocumentLanguageList: language.DocumentLanguageList,
  PortalTexts: language.PortalTexts,
  PasswordChange: passwordChange.PasswordChange,
  ForgotPasswordFound: passwordReset.ForgotPasswordFound,
  PasswordResetAnswer: passwordReset.PasswordResetAnswer,
  PaymentMethodUpdate: payment.PaymentMethodUpdate,
  PaymentReceipt: payment.PaymentReceipt,
  RedirectUrl: payment.RedirectUrl,
  BadRequest: problem.BadRequest,
  RegistrationLookup: registration.RegistrationLookup,
  RegistrationValidateAccount: registration.RegistrationValidateAccount,
  RegistrationSave: registration.RegistrationSave,
  SystemMessage: systemMessage.SystemMessage,
  ThemeImages: theme.ThemeImages,
  ThemeSettings: theme.ThemeSettings,
  ThemeStyles: theme.ThemeStyles,
  ThemeText: theme.ThemeText,
  ThemeUrls: theme.ThemeUrls,
  ProviderTheme: theme.ProviderTheme,
  UsageRow: usage.UsageRow,
  UsageList: usage.UsageList,
  UsageFilter: usage.UsageFilter,
  BillingDate: usage.BillingDate,
  BillingDateList: usage.BillingDateList,
  User: user.User,
  SecurityQuestion: user.SecurityQuestion,
  SecurityQuestionList: user.SecurityQuestionList,
  ProfileUpdate: user.ProfileUpdate,
}

const samplesPerSchema = 40

const sample = (schema: ContractSchema, seed: string) =>
  Effect.runPromise(
    Arbitrary.sampleEffect(Arbitrary.schema(schema), { count: samplesPerSchema, seed, maxDiscards: 20_000 }),
  )

/** JSON has no negative zero: -0 arrives as 0, which is the same amount. */
const withoutNegativeZero = (value: unknown): unknown => {
  if (Object.is(value, -0)) return 0
  if (Array.isArray(value)) return value.map(withoutNegativeZero)
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutNegativeZero(inner)]))
  }
  return value
}

/** encode then decode gives the value back, through the codec the wire uses. */
const roundTrips = (codec: ContractSchema, value: unknown, throughJsonText: boolean) => {
  const encoded = Schema.encodeUnknownSync(codec)(value)
  const transported = throughJsonText ? JSON.parse(JSON.stringify(encoded)) : encoded
  const expected = throughJsonText ? withoutNegativeZero(value) : value
  expect(Schema.decodeUnknownSync(codec)(transported)).toEqual(expected)
}

describe("every entity round-trips encode → JSON → decode", () => {
  test.each(Object.entries(entitySchemas))("%s", async (name, schema) => {
    const values = await sample(schema, name)
    expect(values).toHaveLength(samplesPerSchema)
    for (const value of values) roundTrips(jsonCodec(schema), value, true)
  })
})

describe("every endpoint schema round-trips", () => {
  for (const endpoint of endpointList) {
    const parts: Array<readonly [string, ContractSchema, "json" | "string-tree"]> = [
      ...(endpoint.params ? [["params", endpoint.params, "string-tree"] as const] : []),
      ...(endpoint.query ? [["query", endpoint.query, "string-tree"] as const] : []),
      ...(endpoint.body ? [["body", endpoint.body, "json"] as const] : []),
      ...(endpoint.success.kind === "json" ? [["success", endpoint.success.schema, "json"] as const] : []),
      ...endpoint.errors.flatMap((meaning) =>
        meaning.body ? [[`${meaning.status} body`, meaning.body, "json"] as const] : [],
      ),
    ]
    for (const [part, schema, wire] of parts) {
      test(`${endpoint.name} ${part} (${wire})`, async () => {
        const codec = wire === "json" ? jsonCodec(schema) : stringTreeCodec(schema)
        for (const value of await sample(schema, `${endpoint.name}-${part}`))
          roundTrips(codec, value, wire === "json")
      })
    }
  }
})
