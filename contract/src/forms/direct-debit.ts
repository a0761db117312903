import { Schema } from "effect"
import { BankAccountNumber, BankName } from "../entities/payment.ts"
import { AccountType } from "../entities/primitives.ts"
import { failsWith } from "../rules/filter.ts"
import {
  hasValidSplitRouting,
  institutionNumberField,
  routingNumberField,
  transitNumberField,
} from "../rules/routing.ts"

export interface DirectDebitSettings {
  /** Theme: institution and transit numbers instead of one routing number. */
  readonly splitRoutingNumber: boolean
  /** Theme: no account type to choose. */
  readonly hideAccountType: boolean
  /** Account: run the routing checksum. */
  readonly validateRoutingNumber: boolean
}

/** The account type as chosen in the form: empty until chosen, which is wrong unless the theme hides it. */
const accountTypeChoice = Schema.Union([AccountType, Schema.Literal("")])

const commonFields = (settings: DirectDebitSettings) => ({
  bankName: BankName,
  accountNumber: BankAccountNumber,
  accountType: settings.hideAccountType
    ? accountTypeChoice
    : accountTypeChoice.check(failsWith("autopay.fieldAccountType", (value) => value !== "")),
})

/** The autopay direct-debit form (spec §5 Direct debit), in plain or split routing mode. */
export const directDebitForm = (settings: DirectDebitSettings) =>
  settings.splitRoutingNumber
    ? Schema.Struct({
        ...commonFields(settings),
        institutionNumber: institutionNumberField,
        transitNumber: transitNumberField,
      }).check(
        Schema.makeFilter(({ institutionNumber, transitNumber }) =>
          !settings.validateRoutingNumber || hasValidSplitRouting(institutionNumber, transitNumber)
            ? undefined
            : { path: ["institutionNumber"], issue: "autopay.fieldInvalidInstitution" },
        ),
      )
    : Schema.Struct({
        ...commonFields(settings),
        routingNumber: routingNumberField(settings),
      })

/** The autopay terms radio; saving needs 'accepted' (spec §4 Autopay). */
export const autopayTermsForm = Schema.Struct({
  terms: Schema.Literals(["accepted", "not_accepted"]).check(
    Schema.makeFilter((choice) => (choice === "accepted" ? undefined : "autopay.fieldTermsAccepted")),
  ),
})
