import { type authEndpoints, fail, passesDemoCaptcha, success } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { issueToken, refreshIssuedToken, retireSignIn, wireToken } from "../store/tokens.ts"
import { userNamed } from "./records.ts"

/** Wrong passwords in a row that lock an account until a password reset. */
export const signInAttemptsBeforeLock = 5

export const authHandlers = (context: ServerContext): GroupHandlers<typeof authEndpoints> => ({
  login: ({ input }) => {
    const { username, password } = input.query
    const user = userNamed(context, username)
    if (user === undefined) return fail("invalid")
    if (user.locked) return fail("locked")
    if (user.password !== password) {
      user.failedSignIns += 1
      if (user.failedSignIns >= signInAttemptsBeforeLock) {
        user.locked = true
        return fail("locked")
      }
      return fail("invalid")
    }
    user.failedSignIns = 0
    const token = issueToken(context.store.state, context.clock, context.tokenLifetimeSeconds, {
      level: "LoggedIn",
      accountNumber: user.accountNumber,
      username: user.username,
    })
    return success({
      auth_token: wireToken(token),
      account_names: { firstName: user.firstName, lastName: user.lastName, companyName: user.companyName },
    })
  },

  logout: ({ caller }) => {
    if (caller !== undefined) retireSignIn(context.store.state, caller.signInId)
    return success(undefined)
  },

  refreshToken: ({ input }) => {
    const token = refreshIssuedToken(
      context.store.state,
      context.clock,
      context.tokenLifetimeSeconds,
      input.query.refresh_token,
    )
    return token === undefined ? fail("invalid") : success(wireToken(token))
  },

  verifyRecaptchaToken: ({ input }) =>
    success(
      passesDemoCaptcha(input.query.token, input.query.version, {
        username: input.query.username,
        serviceID: input.query.serviceID,
      }),
    ),
})
