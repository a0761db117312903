/** Every message key a field rule can fail with (spec §5 and ours), and its English text for a 400. */
export const fieldMessages = {
  "validation.fieldRequired": "Fields cannot be empty",
  "validation.fieldTooLong": "This entry is too long",
  "validation.invalid": "This entry is not valid",
  "validation.lookAlike": "Remove hidden characters or letters from another alphabet",
  "validation.usernameLetters": "Use only Latin letters (accents allowed), digits and ordinary punctuation",
  "register.fieldNoSymbols": 'Cannot contain the symbols { } < > # $ % ; " | [ ] or the word null',
  "register.fieldNumeric": "Must contain numbers only",
  "register.fieldCurrency": "Enter an amount such as 45.00",
  "register.fieldDate": "Enter a valid date (MM/DD/YYYY)",
  "register.fieldEmail": "Enter a valid e-mail address",
  "register.fieldUsernameLength": "Username must be at least 6 characters",
  "register.fieldValidServiceId": "Enter a valid service ID (letters, numbers and hyphens)",
  "register.fieldPasswordContainsName": "Password cannot contain your name or part of your username",
  "register.fieldSecurityQuestion": "Choose a security question",
  "register.fieldTermsAgree": "You must accept the terms of use",
  "register.fieldPrivacyAgree": "You must accept the privacy policy",
  "register.fieldStatementBalanceOrDate":
    "Enter the last statement balance, or a statement date and its balance",
  "tooltips.password": "At least 8 characters with a lowercase letter, an uppercase letter and a number",
  "account.fieldUsernameLength": "Username must be at least 6 characters",
  "account.fieldEmail": "Enter a valid e-mail address",
  "autopay.fieldNumericAccount": "Account number must contain numbers only",
  "autopay.fieldNumericRouting": "Routing number must contain numbers only",
  "autopay.fieldLengthRouting": "Routing number must be 9 digits",
  "autopay.fieldInvalidRouting": "Routing number is not valid",
  "autopay.fieldNumericInstitution": "Institution number must contain numbers only",
  "autopay.fieldLengthInstitution": "Institution number must be 3 digits",
  "autopay.fieldNumericTransit": "Transit number must contain numbers only",
  "autopay.fieldLengthTransit": "Transit number must be 5 digits",
  "autopay.fieldInvalidInstitution": "Institution and transit numbers are not valid",
  "autopay.fieldAccountType": "Choose an account type",
  "autopay.fieldTermsAccepted": "Accept the autopay terms to continue",
  "search.startDateError": "Invalid Start Date",
  "search.endDateError": "Invalid End Date",
  "search.dateOrderError": "Start date must be on or before end date",
  "passwordReset.fieldPassword":
    "At least 8 characters with a lowercase letter, an uppercase letter and a number",
  "passwordReset.fieldPasswordMismatch": "Passwords do not match",
  "passwordReset.fieldPasswordMustChange": "New password must differ from the current password",
  "payment.fieldAmount": "Enter an amount from 1.00 to 10,000.00",
} as const

export type MessageKey = keyof typeof fieldMessages

const messageKeys: ReadonlySet<string> = new Set(Object.keys(fieldMessages))

export const isMessageKey = (value: string): value is MessageKey => messageKeys.has(value)
