import { type authEndpoints, fail, passesDemoCaptcha, success } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { owesChallenge, passChallenge } from "../store/answer-records.ts"
import { isTrustedDevice, owesCode } from "../store/second-factor.ts"
import { refreshIssuedToken, retireSignIn, wireToken } from "../store/tokens.ts"
import { namesOf, newToken, userNamed } from "./records.ts"
import { pendingSignIn } from "./second-factor.ts"
import { checkPassword } from "./sign-in-check.ts"

export const authHandlers = (context: ServerContext): GroupHandlers<typeof authEndpoints> => ({
  login: ({ input, language }) => {
    const { username, password, trustedDevice } = input.query
    const checked = checkPassword(context, username, password)
    if (checked !== "accepted") return fail(checked)
    const user = userNamed(context, username)
    if (user === undefined) return fail("invalid")
    // The code comes only after the right password of an unlocked customer, so no one else can mail it.
    const trusted = isTrustedDevice(context, user.accountNumber, trustedDevice)
    if (owesCode(context.theme.settings, user) && !trusted)
      return success(pendingSignIn(context, user, language))
    const token = newToken(context, "LoggedIn", user.accountNumber, user.username)
    return success({ auth_token: token, account_names: namesOf(user) })
  },

  logout: ({ caller }) => {
    retireSignIn(context.store.state, caller.signInId)
    return success(undefined)
  },

  refreshToken: ({ input }) => {
    const token = refreshIssuedToken(context, input.query.refresh_token)
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
