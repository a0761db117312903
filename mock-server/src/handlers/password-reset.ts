import { randomInt } from "node:crypto"
import { fail, type passwordResetEndpoints, success } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { issueToken, retire, retireTokensOf, wireToken } from "../store/tokens.ts"
import { accountWithService, userOf, userOfAccount } from "./records.ts"

const normalisedAnswer = (answer: string): string => answer.trim().replace(/\s+/g, " ").toLowerCase()

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789"

/** A temporary password that itself meets the password rules: upper, lower, digit, 12 characters. */
export const temporaryPassword = (): string => {
  const body = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)] ?? "x").join("")
  return `Tp${body}${randomInt(10)}!`
}

export const passwordResetHandlers = (
  context: ServerContext,
): GroupHandlers<typeof passwordResetEndpoints> => ({
  forgotPasswordFindAccount: ({ input }) => {
    const account = accountWithService(context, input.body.accountNumber, input.body.serviceID)
    const user = account === undefined ? undefined : userOfAccount(context, account.accountNumber)
    if (account === undefined || user === undefined) return fail("invalid")
    const token = issueToken(context.store.state, context.clock, context.tokenLifetimeSeconds, {
      level: "PasswordReset",
      accountNumber: account.accountNumber,
      username: user.username,
    })
    return success({ tokenInfo: wireToken(token), securityQuestionID: user.securityQuestionID })
  },

  forgotPasswordSendEmail: ({ caller, input }) => {
    const user = userOf(context, caller)
    if (
      user === undefined ||
      normalisedAnswer(input.body.securityAnswerText) !== normalisedAnswer(user.securityAnswer)
    ) {
      return fail("invalid")
    }
    const password = temporaryPassword()
    const state = context.store.state
    user.password = password
    user.resetPasswordRequired = true
    user.locked = false
    user.failedSignIns = 0
    retireTokensOf(state, user.username)
    const token = state.tokens.get(caller.accessToken)
    if (token !== undefined) retire(state, token)
    const mail = {
      to: user.notificationEmailAddress,
      username: user.username,
      subject: input.body.languageCode === "fr" ? "Votre mot de passe temporaire" : "Your temporary password",
      temporaryPassword: password,
      sentAt: context.clock.now().toISOString(),
    }
    state.outbox.push(mail)
    context.announce(`mock e-mail to ${mail.to}: temporary password for ${mail.username} is ${password}`)
    return success(undefined)
  },
})
