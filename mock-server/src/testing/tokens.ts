import { type AuthorizationLevel, endpoints } from "@billpath/contract"
import type { FastifyInstance } from "fastify"
import { callValue } from "./contract-client.ts"
import { signIn } from "./mock-server.ts"

/** A live token of each kind: Alice signed in, Carla's quick pay, Okafor's registration, Alice's reset. */
export const tokensByLevel = async (app: FastifyInstance): Promise<Record<AuthorizationLevel, string>> => {
  const quickPay = await callValue(app, endpoints.quickPayFindAccount, {
    body: { billingPointID: "1002003003", servicePointID: "WTR-77810" },
  })
  const registration = await callValue(app, endpoints.validateRegistrationAccount, {
    body: {
      billingPointId: "1002003090",
      accountName: "Okafor",
      companyAccount: false,
      servicePointID: "TEL-5550190",
    },
  })
  const reset = await callValue(app, endpoints.forgotPasswordFindAccount, {
    body: { accountNumber: "1002003001", serviceID: "TEL-5550101" },
  })
  return {
    LoggedIn: await signIn(app, "alice.martin", "Sunrise2026!"),
    QuickPay: quickPay?.tokenInfo.access_token ?? "",
    Registration: registration.auth_token.access_token,
    PasswordReset: reset.tokenInfo.access_token,
  }
}
