import { Schema } from "effect"
import { atMost, matching, required } from "../rules/filter.ts"
import { fieldLimits } from "../rules/limits.ts"
import { institutionNumberField, routingNumberField, transitNumberField } from "../rules/routing.ts"
import { numericPattern, textField } from "../rules/text.ts"
import { signInUsernameField } from "../rules/username.ts"
import { boundedString, listBounds, textBounds } from "./bounds.ts"
import { AccountType, IsoDateTime, LanguageCode, Money } from "./primitives.ts"

export const BankName = textField({ max: fieldLimits.bankName, required: true })

export const BankAccountNumber = Schema.String.check(
  required(),
  atMost(fieldLimits.bankAccountNumber),
  matching(numericPattern, "autopay.fieldNumericAccount"),
)

const directDebitFields = {
  bankName: BankName,
  accountNumber: BankAccountNumber,
  /** Omitted when the theme hides the account type; the theme's default applies. */
  accountType: Schema.optionalKey(AccountType),
}

const autopayFields = { isManual: Schema.Literal(false), languageCode: LanguageCode }

/** PUT /payment/paymentmethod: direct debit or manual payment. Card autopay goes through the hosted page. */
export const PaymentMethodUpdate = Schema.Union([
  // The routing checksum is added per account (validateRoutingNumber).
  Schema.Struct({
    ...directDebitFields,
    routingNumber: routingNumberField({ validateRoutingNumber: false }),
    ...autopayFields,
  }),
  Schema.Struct({
    ...directDebitFields,
    institutionNumber: institutionNumberField,
    transitNumber: transitNumberField,
    ...autopayFields,
  }),
  Schema.Struct({
    username: signInUsernameField,
    isManual: Schema.Literal(true),
    languageCode: LanguageCode,
  }),
]).annotate({ identifier: "PaymentMethodUpdate" })

/** What the server says when it refuses a payment method (status 435): texts to show joined together. */
export const PaymentMethodMessages = Schema.Array(boundedString(textBounds.text))
  .check(Schema.isMaxLength(listBounds.short))
  .annotate({ identifier: "PaymentMethodMessages" })

export const RedirectUrlQuery = Schema.Struct({ languageCode: LanguageCode, isMakePayment: Schema.Boolean })

export const RedirectUrl = Schema.Struct({
  redirectURL: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(textBounds.url)),
}).annotate({ identifier: "RedirectUrl" })

export const PaymentReceipt = Schema.Struct({
  paymentAmount: Money,
  cardTypeText: boundedString(textBounds.id),
  displayCardNumber: boundedString(textBounds.id),
  paymentDate: IsoDateTime,
  referenceNumber: boundedString(textBounds.id),
}).annotate({ identifier: "PaymentReceipt" })
export type PaymentReceipt = typeof PaymentReceipt.Type
