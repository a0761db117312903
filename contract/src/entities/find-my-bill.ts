import { Schema } from "effect"
import { fieldLimits } from "../rules/limits.ts"
import { alphanumericWithHyphenField, numericField } from "../rules/text.ts"
import { Token } from "./auth.ts"
import { boundedString, textBounds } from "./bounds.ts"
import { IsoDate, Money } from "./primitives.ts"

/** Account number and service ID, as typed on the find-my-bill forms (quick pay, password reset). */
export const FindMyBill = Schema.Struct({
  accountNumber: numericField({
    max: fieldLimits.accountSearch,
    required: true,
    key: "autopay.fieldNumericAccount",
  }),
  serviceID: alphanumericWithHyphenField({
    max: fieldLimits.accountSearch,
    required: true,
    key: "register.fieldValidServiceId",
  }),
}).annotate({ identifier: "FindMyBill" })
export type FindMyBill = typeof FindMyBill.Type

/** PUT /quickpay/findaccount names the same two fields after the billing and service points. */
export const QuickPayFindAccount = Schema.Struct({
  billingPointID: FindMyBill.fields.accountNumber,
  servicePointID: FindMyBill.fields.serviceID,
}).annotate({ identifier: "QuickPayFindAccount" })

export const QuickPaySearchResponse = Schema.Struct({
  companyName: boundedString(textBounds.name),
  firstName: boundedString(textBounds.name),
  lastName: boundedString(textBounds.name),
  city: boundedString(textBounds.name),
  state: boundedString(textBounds.name),
  isEPayProhibited: Schema.Boolean,
  // Beyond the spec's fields: what is owed and by when, so "Is this you?" says what is about to be paid.
  // Optional, since a provider that does not send them still serves quick pay.
  paymentDueAmount: Schema.optionalKey(Money),
  paymentDueDate: Schema.optionalKey(Schema.NullOr(IsoDate)),
}).annotate({ identifier: "QuickPaySearchResponse" })
export type QuickPaySearchResponse = typeof QuickPaySearchResponse.Type

/** A found quick-pay account: a QuickPay-level token to pay with, and who it belongs to. Null when not found. */
export const QuickPayFound = Schema.NullOr(
  Schema.Struct({ tokenInfo: Token, userData: QuickPaySearchResponse }).annotate({
    identifier: "QuickPayFound",
  }),
)
