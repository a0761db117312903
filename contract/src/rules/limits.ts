/** The maximum lengths of spec §9, without Effect, so a form can size its fields before the decoders load. */
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
