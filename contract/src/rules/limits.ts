/**
 * The maximum lengths of spec §9, in one place. Plain numbers with no Effect behind them, so a form
 * on the sign-in page can size its fields from the contract without loading the decoders; the rule
 * schemas read the same numbers.
 */
export const fieldLimits = {
  username: 200,
  password: 100,
  email: 100,
  securityAnswer: 100,
  bankName: 20,
  bankAccountNumber: 17,
  routingNumber: 9,
  institution: 3,
  transit: 5,
  accountSearch: 30,
  serviceSearch: 30,
  registrationName: 40,
  registrationBalance: 20,
  registrationAccount: 30,
} as const

export type LimitedField = keyof typeof fieldLimits
