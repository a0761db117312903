import { randomInt } from "node:crypto"
import { fail, type passwordResetEndpoints, success } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { answeredRight, countWrongAnswer } from "../store/answer-records.ts"
import { retirePass } from "../store/tokens.ts"
import { accountWithService, mailUser, newToken, userOf, userOfAccount } from "./records.ts"

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
    const token = newToken(context, "PasswordReset", account.accountNumber, user.username)
    return success({ tokenInfo: token, securityQuestionID: user.securityQuestionID })
  },

  forgotPasswordSendEmail: ({ caller, input, client }) => {
    const user = userOf(context, caller)
    if (user === undefined) return fail("invalid")
    if (normalisedAnswer(input.body.securityAnswerText) !== normalisedAnswer(user.securityAnswer)) {
      const verdict = countWrongAnswer(context, client, caller.accessToken, user.accountNumber)
      // An ended pass answers no more: the next try starts with a lookup, behind the visible robot check.
      if (verdict === "ended") retirePass(context.store.state, caller.accessToken)
      return fail(verdict)
    }
    answeredRight(context, caller.accessToken, user.accountNumber)
    const password = temporaryPassword()
    const expiresAt = context.clock.millis() + context.guessing.temporaryPasswordSeconds * 1000
    // The current password keeps working until this one is used (sign-in-check.ts): whoever knows the
    // answer can have a password sent to the customer's mailbox, not take the account away from them.
    user.temporaryPassword = { value: password, expiresAt }
    retirePass(context.store.state, caller.accessToken)
    const subject =
      input.body.languageCode === "fr" ? "Votre mot de passe temporaire" : "Your temporary password"
    mailUser(context, user, { subject, temporaryPassword: password }, "a temporary password")
    return success(undefined)
  },
})
