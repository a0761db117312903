import { fail, type LanguageCode, type secondFactorEndpoints, success } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { Caller, GroupHandlers } from "../contract/handler.ts"
import {
  checkCode,
  maskedEmail,
  newCode,
  owesCode,
  secondFactorPolicy,
  trustDevice,
} from "../store/second-factor.ts"
import type { UserRecord } from "../store/state.ts"
import { issueToken, retireSignIn, wireToken } from "../store/tokens.ts"
import { mailUser, namesOf, newToken, userOf } from "./records.ts"

const mailCode = (context: ServerContext, user: UserRecord, signInId: string, language: LanguageCode) => {
  const subject = language === "fr" ? "Votre code de connexion" : "Your sign-in code"
  mailUser(context, user, { subject, code: newCode(context, signInId) }, "a sign-in code")
  return { sent_to: maskedEmail(user.notificationEmailAddress), code_seconds: secondFactorPolicy.codeSeconds }
}

/** A right password that still owes its code: a short-lived SecondFactor token, and the code mailed. */
export const pendingSignIn = (context: ServerContext, user: UserRecord, language: LanguageCode) => {
  const token = issueToken(
    context,
    { level: "SecondFactor", accountNumber: user.accountNumber, username: user.username },
    secondFactorPolicy.codeSeconds,
  )
  return {
    auth_token: wireToken(token),
    account_names: namesOf(user),
    second_factor: mailCode(context, user, token.signInId, language),
  }
}

export const secondFactorHandlers = (context: ServerContext): GroupHandlers<typeof secondFactorEndpoints> => {
  const offered = () => context.theme.settings.secondFactor !== "off"
  const offeredUser = (caller: Caller) => (offered() ? userOf(context, caller) : undefined)
  return {
    submitSecondFactorCode: ({ caller, input }) => {
      if (!offered()) return fail("notFound")
      const user = userOf(context, caller)
      if (user === undefined) return fail("invalid")
      const checked = checkCode(context, caller.signInId, input.body.code)
      // A right code ends the pending sign-in as surely as the last wrong one.
      if (checked !== "wrong") retireSignIn(context.store.state, caller.signInId)
      if (checked !== "right") return fail("invalid")
      // Whatever the factor, a lock (five wrong passwords meanwhile) holds until a password reset.
      if (user.locked) return fail("locked")
      const token = newToken(context, "LoggedIn", user.accountNumber, user.username)
      return success({
        auth_token: token,
        account_names: namesOf(user),
        ...(input.body.remember === true ? { trusted_device: trustDevice(context, user.accountNumber) } : {}),
      })
    },

    // The per-sign-in limit on resends is the rate limiter's (site/rate-limits.ts), so a 429 carries Retry-After.
    resendSecondFactorCode: ({ caller, language }) => {
      const user = offeredUser(caller)
      if (user === undefined || !context.store.state.pendingCodes.has(caller.signInId))
        return fail("notFound")
      return success(mailCode(context, user, caller.signInId, language))
    },

    getSecondFactor: ({ caller }) => {
      const user = offeredUser(caller)
      if (user === undefined) return fail("notFound")
      return success({
        enabled: owesCode(context.theme.settings, user),
        required: context.theme.settings.secondFactor === "required",
        sent_to: maskedEmail(user.notificationEmailAddress),
      })
    },

    updateSecondFactor: ({ caller, input }) => {
      const user = offeredUser(caller)
      if (user === undefined) return fail("notFound")
      if (context.theme.settings.secondFactor === "required" && !input.body.enabled) return fail("invalid")
      user.secondFactor = input.body.enabled
      return success(undefined)
    },
  }
}
