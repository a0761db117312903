import { type authEndpoints, fail, passesDemoCaptcha, success } from "@billpath/contract"
import { type ServerContext, tokenDesk } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { owesChallenge, passChallenge } from "../store/answer-records.ts"
import { refreshIssuedToken, retireSignIn, wireToken } from "../store/tokens.ts"
import { namesOf, newToken, userNamed } from "./records.ts"
import { checkPassword } from "./sign-in-check.ts"

export const authHandlers = (context: ServerContext): GroupHandlers<typeof authEndpoints> => ({
  login: ({ input }) => {
    const { username, password } = input.query
    const checked = checkPassword(context, username, password)
    if (checked !== "accepted") return fail(checked)
    const user = userNamed(context, username)
    if (user === undefined) return fail("invalid")
    const token = newToken(context, "LoggedIn", user.accountNumber, user.username)
    return success({ auth_token: token, account_names: namesOf(user) })
  },

  logout: ({ caller }) => {
    if (caller !== undefined) retireSignIn(context.store.state, caller.signInId)
    return success(undefined)
  },

  refreshToken: ({ input }) => {
    const token = refreshIssuedToken(tokenDesk(context), input.query.refresh_token)
    return token === undefined ? fail("invalid") : success(wireToken(token))
  },

  verifyRecaptchaToken: ({ input, client }) => {
    const { token, version, username, serviceID } = input.query
    // A client that just ended a reset pass meets the visible check at once rather than after a refusal.
    if (version !== "v2" && owesChallenge(context, client)) return success(false)
    const passed = passesDemoCaptcha(token, version, { username, serviceID })
    if (passed && version === "v2") passChallenge(context, client)
    return success(passed)
  },
})
