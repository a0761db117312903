import type { ServerContext } from "../context.ts"
import { forgetTrustedDevices } from "../store/second-factor.ts"
import { rememberNewest } from "../store/state.ts"
import { retireOtherSignIns } from "../store/tokens.ts"
import { userNamed } from "./records.ts"

export type PasswordCheck = "accepted" | "invalid" | "locked"

/** An unknown username is answered like a real one, 431 then 432, so no answer tells whether it exists. */
const checkUnknown = (context: ServerContext, username: string): PasswordCheck => {
  const remembered = context.store.state.failedUnknownSignIns
  const key = username.toLowerCase()
  const failures = Math.min((remembered.get(key) ?? 0) + 1, context.guessing.signInAttemptsBeforeLock)
  rememberNewest(remembered, key, failures, context.guessing.unknownUsernamesRemembered)
  return failures >= context.guessing.signInAttemptsBeforeLock ? "locked" : "invalid"
}

/** The e-mailed temporary password, while it lasts, signs in even a locked customer; the usual one withdraws it. */
export const checkPassword = (context: ServerContext, username: string, password: string): PasswordCheck => {
  const user = userNamed(context, username)
  if (user === undefined) return checkUnknown(context, username)
  const temporary = user.temporaryPassword
  if (temporary?.value === password && context.clock.millis() < temporary.expiresAt) {
    user.password = password
    user.temporaryPassword = undefined
    user.resetPasswordRequired = true
    user.locked = false
    user.failedSignIns = 0
    retireOtherSignIns(context.store.state, user.username)
    // A completed reset also forgets the browsers remembered for the second factor; passkeys stay.
    forgetTrustedDevices(context.store.state, user.accountNumber)
    return "accepted"
  }
  if (user.locked) return "locked"
  if (user.password !== password) {
    user.failedSignIns += 1
    if (user.failedSignIns < context.guessing.signInAttemptsBeforeLock) return "invalid"
    user.locked = true
    return "locked"
  }
  user.failedSignIns = 0
  user.temporaryPassword = undefined
  return "accepted"
}
