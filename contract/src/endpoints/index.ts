import { accountEndpoints } from "./account.ts"
import { authEndpoints } from "./auth.ts"
import { billingEndpoints } from "./billing.ts"
import { chargeEndpoints } from "./charges.ts"
import type { Endpoint } from "./endpoint.ts"
import { passkeyEndpoints } from "./passkeys.ts"
import { passwordResetEndpoints } from "./password-reset.ts"
import { paymentEndpoints } from "./payment.ts"
import { profileEndpoints } from "./profile.ts"
import { quickPayEndpoints } from "./quick-pay.ts"
import { registrationEndpoints } from "./registration.ts"
import { secondFactorEndpoints } from "./second-factor.ts"
import { siteEndpoints } from "./site.ts"
import { usageEndpoints } from "./usage.ts"

/** One group per API area and handler file; the catalogue test checks no key hides another's endpoint. */
export const endpointGroups = {
  auth: authEndpoints,
  account: accountEndpoints,
  billing: billingEndpoints,
  charges: chargeEndpoints,
  usage: usageEndpoints,
  profile: profileEndpoints,
  payment: paymentEndpoints,
  quickPay: quickPayEndpoints,
  registration: registrationEndpoints,
  passwordReset: passwordResetEndpoints,
  site: siteEndpoints,
  secondFactor: secondFactorEndpoints,
  passkeys: passkeyEndpoints,
} as const

export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...billingEndpoints,
  ...chargeEndpoints,
  ...usageEndpoints,
  ...profileEndpoints,
  ...paymentEndpoints,
  ...quickPayEndpoints,
  ...registrationEndpoints,
  ...passwordResetEndpoints,
  ...siteEndpoints,
  ...secondFactorEndpoints,
  ...passkeyEndpoints,
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

/** Every endpoint as a plain list, for derivations that walk them all (server routes, OpenAPI, fuzzing). */
export const endpointList: ReadonlyArray<Endpoint> = Object.values(endpoints)
