import { randomBytes, randomInt, timingSafeEqual } from "node:crypto"
import type { ThemeSettings } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import { rememberNewest, type State, type UserRecord } from "./state.ts"

/** The code's rules: six digits, ten minutes, five tries, a few resends per pending sign-in. */
export const secondFactorPolicy = {
  codeSeconds: 10 * 60,
  triesPerCode: 5,
  resendsPerSignIn: 3,
  trustedDeviceSeconds: 30 * 24 * 60 * 60,
  trustedDevicesRemembered: 10_000,
} as const

/** Whether this customer's password sign-in must be followed by a code. */
export const owesCode = (settings: ThemeSettings, user: UserRecord): boolean =>
  settings.secondFactor === "required" || (settings.secondFactor === "optional" && user.secondFactor)

/** "sofia.lind@example.com" as "s•••@example.com": enough for the customer to know the mailbox. */
export const maskedEmail = (address: string): string => {
  const at = address.lastIndexOf("@")
  return at <= 0 ? "•••" : `${address.slice(0, 1)}•••${address.slice(at)}`
}

/** A new code for a pending sign-in, replacing any earlier one; its tries start again, its resends do not. */
export const newCode = ({ store: { state }, clock }: ServerContext, signInId: string): string => {
  const code = String(randomInt(1_000_000)).padStart(6, "0")
  const earlier = state.pendingCodes.get(signInId)
  state.pendingCodes.set(signInId, {
    code,
    expiresAt: clock.millis() + secondFactorPolicy.codeSeconds * 1000,
    wrongTries: 0,
    resends: earlier === undefined ? 0 : earlier.resends + 1,
  })
  return code
}

/** A code's check: the last allowed wrong one ends the pending sign-in (the caller retires it). */
export const checkCode = (
  { store: { state }, clock }: ServerContext,
  signInId: string,
  code: string,
): "right" | "wrong" | "ended" => {
  const pending = state.pendingCodes.get(signInId)
  if (pending === undefined) return "ended"
  const matches = timingSafeEqual(Buffer.from(pending.code), Buffer.from(code.padEnd(6).slice(0, 6)))
  if (matches && clock.millis() < pending.expiresAt) {
    state.pendingCodes.delete(signInId)
    return "right"
  }
  pending.wrongTries += 1
  return pending.wrongTries >= secondFactorPolicy.triesPerCode ? "ended" : "wrong"
}

/** Remembers a browser for the customer: its token skips the code until it expires or is revoked. */
export const trustDevice = ({ store: { state }, clock }: ServerContext, accountNumber: string): string => {
  const token = randomBytes(32).toString("base64url")
  const device = { accountNumber, expiresAt: clock.millis() + secondFactorPolicy.trustedDeviceSeconds * 1000 }
  rememberNewest(state.trustedDevices, token, device, secondFactorPolicy.trustedDevicesRemembered)
  return token
}

export const isTrustedDevice = (context: ServerContext, accountNumber: string, token: string | undefined) => {
  const device = token === undefined ? undefined : context.store.state.trustedDevices.get(token)
  return device?.accountNumber === accountNumber && context.clock.millis() < device.expiresAt
}

/** A new password revokes every remembered browser of the customer; passkeys stay. */
export const forgetTrustedDevices = (state: State, accountNumber: string): void => {
  for (const [token, device] of state.trustedDevices) {
    if (device.accountNumber === accountNumber) state.trustedDevices.delete(token)
  }
}
