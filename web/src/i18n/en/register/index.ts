import type { BaseTranslation } from "../../i18n-types.js"

const en_register = {
  fieldNoSymbols: "Cannot contain the symbols {symbols} or the word null",
  fieldNumeric: "Must contain numbers only",
  fieldCurrency: "Enter an amount such as 45.00",
  fieldDate: "Enter a valid date (MM/DD/YYYY)",
  fieldEmail: "Enter a valid e-mail address",
  fieldUsernameLength: "Username must be at least 6 characters",
  fieldValidServiceId: "Enter a valid service ID (letters, numbers and hyphens)",
  fieldPasswordContainsName: "Password cannot contain your name or part of your username",
  fieldSecurityQuestion: "Choose a security question",
  fieldTermsAgree: "You must accept the terms of use",
  fieldPrivacyAgree: "You must accept the privacy policy",
  fieldStatementBalanceOrDate: "Enter the last statement balance, or a statement date and its balance",
} satisfies BaseTranslation

export default en_register
