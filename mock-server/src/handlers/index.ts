import type { ServerContext } from "../context.ts"
import type { Handlers } from "../contract/handler.ts"
import { accountHandlers } from "./account.ts"
import { authHandlers } from "./auth.ts"
import { billingHandlers } from "./billing.ts"
import { chargeHandlers } from "./charges.ts"
import { passkeyHandlers } from "./passkeys.ts"
import { passwordResetHandlers } from "./password-reset.ts"
import { paymentHandlers } from "./payment.ts"
import { profileHandlers } from "./profile.ts"
import { quickPayHandlers } from "./quick-pay.ts"
import { registrationHandlers } from "./registration.ts"
import { secondFactorHandlers } from "./second-factor.ts"
import { siteHandlers } from "./site.ts"
import { usageHandlers } from "./usage.ts"

/** Every endpoint's behaviour; the `Handlers` type makes a missing one a compile error. */
export const allHandlers = (context: ServerContext): Handlers => ({
  ...authHandlers(context),
  ...accountHandlers(context),
  ...billingHandlers(context),
  ...chargeHandlers(context),
  ...usageHandlers,
  ...profileHandlers(context),
  ...paymentHandlers(context),
  ...quickPayHandlers(context),
  ...registrationHandlers(context),
  ...passwordResetHandlers(context),
  ...siteHandlers(context),
  ...secondFactorHandlers(context),
  ...passkeyHandlers(context),
})
