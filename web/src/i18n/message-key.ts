import type { MessageKey } from "@billpath/contract"
import type { TranslationFunctions } from "./i18n-types.ts"

/** The symbols the no-symbols rule forbids, as its message lists them. */
const forbiddenSymbols = '{ } < > # $ % ; " | [ ]'

type Translate = (LL: TranslationFunctions) => string

// A table, not a lookup by name: typesafe-i18n's proxy answers every property, so a lookup cannot tell a
// missing text, and here the compiler fails when the contract gains a key the app cannot say.
const messageTexts: Readonly<Record<MessageKey, Translate>> = {
  "validation.fieldRequired": (LL) => LL.validation.fieldRequired(),
  "validation.fieldTooLong": (LL) => LL.validation.fieldTooLong(),
  "validation.invalid": (LL) => LL.validation.invalid(),
  "validation.lookAlike": (LL) => LL.validation.lookAlike(),
  "validation.usernameLetters": (LL) => LL.validation.usernameLetters(),
  "register.fieldNoSymbols": (LL) => LL.register.fieldNoSymbols({ symbols: forbiddenSymbols }),
  "register.fieldNumeric": (LL) => LL.register.fieldNumeric(),
  "register.fieldCurrency": (LL) => LL.register.fieldCurrency(),
  "register.fieldDate": (LL) => LL.register.fieldDate(),
  "register.fieldEmail": (LL) => LL.register.fieldEmail(),
  "register.fieldUsernameLength": (LL) => LL.register.fieldUsernameLength(),
  "register.fieldValidServiceId": (LL) => LL.register.fieldValidServiceId(),
  "register.fieldPasswordContainsName": (LL) => LL.register.fieldPasswordContainsName(),
  "register.fieldSecurityQuestion": (LL) => LL.register.fieldSecurityQuestion(),
  "register.fieldTermsAgree": (LL) => LL.register.fieldTermsAgree(),
  "register.fieldPrivacyAgree": (LL) => LL.register.fieldPrivacyAgree(),
  "register.fieldStatementBalanceOrDate": (LL) => LL.register.fieldStatementBalanceOrDate(),
  "tooltips.password": (LL) => LL.tooltips.password(),
  "account.fieldUsernameLength": (LL) => LL.account.fieldUsernameLength(),
  "account.fieldEmail": (LL) => LL.account.fieldEmail(),
  "autopay.fieldNumericAccount": (LL) => LL.autopay.fieldNumericAccount(),
  "autopay.fieldNumericRouting": (LL) => LL.autopay.fieldNumericRouting(),
  "autopay.fieldLengthRouting": (LL) => LL.autopay.fieldLengthRouting(),
  "autopay.fieldInvalidRouting": (LL) => LL.autopay.fieldInvalidRouting(),
  "autopay.fieldNumericInstitution": (LL) => LL.autopay.fieldNumericInstitution(),
  "autopay.fieldLengthInstitution": (LL) => LL.autopay.fieldLengthInstitution(),
  "autopay.fieldNumericTransit": (LL) => LL.autopay.fieldNumericTransit(),
  "autopay.fieldLengthTransit": (LL) => LL.autopay.fieldLengthTransit(),
  "autopay.fieldInvalidInstitution": (LL) => LL.autopay.fieldInvalidInstitution(),
  "autopay.fieldAccountType": (LL) => LL.autopay.fieldAccountType(),
  "autopay.fieldTermsAccepted": (LL) => LL.autopay.fieldTermsAccepted(),
  "search.startDateError": (LL) => LL.search.startDateError(),
  "search.endDateError": (LL) => LL.search.endDateError(),
  "search.dateOrderError": (LL) => LL.search.dateOrderError(),
  "passwordReset.fieldPassword": (LL) => LL.passwordReset.fieldPassword(),
  "passwordReset.fieldPasswordMismatch": (LL) => LL.passwordReset.fieldPasswordMismatch(),
  "passwordReset.fieldPasswordMustChange": (LL) => LL.passwordReset.fieldPasswordMustChange(),
  "payment.fieldAmount": (LL) => LL.payment.fieldAmount(),
}

/** Forms and the server fail with the same keys; this is where one becomes words. */
export const messageText = (LL: TranslationFunctions, key: MessageKey): string => messageTexts[key](LL)
