import { type AuthorizationLevel, endpoints } from "@billpath/contract"
import type { FastifyInstance } from "fastify"
import type { ServerContext } from "../context.ts"
import { issueToken } from "../store/tokens.ts"
import { callValue } from "./contract-client.ts"
import { signIn } from "./mock-server.ts"

/**
 * A live token of each kind: Alice signed in, Carla's quick pay, Okafor's registration, Alice's reset, and
 * Sofia's sign-in owing its code. A theme without the second factor never issues that one: given the
 * server's context, it is issued directly, so the contract's decoding behind it is still reached.
 */
export const tokensByLevel = async (
  app: FastifyInstance,
  context?: ServerContext,
): Promise<Record<AuthorizationLevel, string>> => {
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
  const sofia = await callValue(app, endpoints.login, {
    query: { username: "sofia.lind", password: "Lakeshore2026!" },
  })
  const secondFactor =
    sofia.auth_token.authorization_level === "SecondFactor"
      ? sofia.auth_token.access_token
      : context === undefined
        ? ""
        : issueToken(context, {
            level: "SecondFactor",
            accountNumber: "1002003008",
            username: "sofia.lind",
          }).accessToken
  return {
    SecondFactor: secondFactor,
    LoggedIn: await signIn(app, "alice.martin", "Sunrise2026!"),
    QuickPay: quickPay?.tokenInfo.access_token ?? "",
    Registration: registration.auth_token.access_token,
    PasswordReset: reset.tokenInfo.access_token,
  }
}
