import { randomBytes } from "node:crypto"
import type { Token } from "@billpath/contract"
import type { Clock } from "../clock.ts"
import type { ServerContext } from "../context.ts"
import type { SessionPolicy } from "./session-policy.ts"
import { type IssuedToken, rememberNewest, type State, type TokenOwner } from "./state.ts"

const secret = (): string => randomBytes(24).toString("base64url")

const userKey = (username: string): string => `user:${username.toLowerCase()}`

/** Whose sign-ins count together: a customer's, or an account's visitor passes of one kind. */
const ownerKey = (owner: TokenOwner): string =>
  owner.username === undefined ? `account:${owner.accountNumber}:${owner.level}` : userKey(owner.username)

const store = (state: State, token: IssuedToken): IssuedToken => {
  state.tokens.set(token.accessToken, token)
  state.refreshTokens.set(token.refreshToken, token)
  return token
}

const nextToken = (
  context: ServerContext,
  owner: TokenOwner,
  signInId: string,
  signedInAt: Date,
  lifetimeSeconds = context.sessions.accessSeconds,
): IssuedToken => ({
  level: owner.level,
  accountNumber: owner.accountNumber,
  username: owner.username,
  signInId,
  signedInAt,
  accessToken: secret(),
  refreshToken: secret(),
  issuedAt: context.clock.now(),
  expiresInSeconds: lifetimeSeconds,
  retired: false,
})

/** A new sign-in (or visitor pass); beyond the policy's number per owner, the owner's oldest one ends. */
export const issueToken = (context: ServerContext, owner: TokenOwner, lifetimeSeconds?: number) => {
  sweepExpired(context)
  const { state } = context.store
  const token = store(state, nextToken(context, owner, secret(), context.clock.now(), lifetimeSeconds))
  const key = ownerKey(owner)
  const signIns = state.signInsByOwner.get(key) ?? []
  signIns.push(token.signInId)
  state.signInsByOwner.set(key, signIns)
  while (signIns.length > context.sessions.signInsPerOwner) {
    const oldest = signIns.shift()
    if (oldest !== undefined) retireSignIn(state, oldest)
  }
  return token
}

export const wireToken = (token: IssuedToken): Token => ({
  access_token: token.accessToken,
  refresh_token: token.refreshToken,
  expires_in: token.expiresInSeconds,
  issued: token.issuedAt.toISOString(),
  authorization_level: token.level,
})

/** The instant a token's refresh stops working: idle since its issue, or the sign-in too old. */
const refreshEndsAt = (token: IssuedToken, policy: SessionPolicy): number =>
  Math.min(
    token.issuedAt.getTime() + policy.refreshIdleSeconds * 1000,
    token.signedInAt.getTime() + policy.sessionMaxSeconds * 1000,
  )

export const liveToken = (state: State, clock: Clock, accessToken: string): IssuedToken | undefined => {
  const token = state.tokens.get(accessToken)
  if (token === undefined || token.retired) return undefined
  return clock.millis() < token.issuedAt.getTime() + token.expiresInSeconds * 1000 ? token : undefined
}

/** Exchanges a refresh token once; one presented again after its leeway was copied, so its sign-in ends. */
export const refreshIssuedToken = (context: ServerContext, refreshToken: string): IssuedToken | undefined => {
  sweepExpired(context)
  const { clock, sessions: policy } = context
  const { state } = context.store
  const previous = state.refreshTokens.get(refreshToken)
  if (previous === undefined) {
    const rotated = state.rotatedRefreshTokens.get(refreshToken)
    if (rotated !== undefined && clock.millis() > rotated.rotatedAt + policy.reuseLeewaySeconds * 1000) {
      retireSignIn(state, rotated.signInId)
    }
    return undefined
  }
  // A sign-in still owing its code is not renewed: it ends with its short-lived token.
  if (previous.retired || previous.level === "SecondFactor") return undefined
  if (clock.millis() >= refreshEndsAt(previous, policy)) {
    retireSignIn(state, previous.signInId)
    return undefined
  }
  retire(state, previous)
  const forgetAt = previous.signedInAt.getTime() + policy.sessionMaxSeconds * 1000
  const exchanged = { signInId: previous.signInId, rotatedAt: clock.millis(), forgetAt }
  // Bounded however fast tokens are renewed: the oldest exchanged token is the least likely to come back.
  rememberNewest(state.rotatedRefreshTokens, refreshToken, exchanged, rotatedRemembered)
  return store(state, nextToken(context, previous, previous.signInId, previous.signedInAt))
}

const retire = (state: State, token: IssuedToken): void => {
  token.retired = true
  state.tokens.delete(token.accessToken)
  state.refreshTokens.delete(token.refreshToken)
}

/** Ends a one-use pass (registration, password reset) once it has done its job. */
export const retirePass = (state: State, accessToken: string): void => {
  const token = state.tokens.get(accessToken)
  if (token !== undefined) retire(state, token)
}

/** Ends one sign-in: its access and refresh tokens, and any a refresh made from them, stop working. */
export const retireSignIn = (state: State, signInId: string): void => {
  for (const token of [...state.tokens.values(), ...state.refreshTokens.values()]) {
    if (token.signInId === signInId) retire(state, token)
  }
  state.receipts.delete(signInId)
  state.pendingCodes.delete(signInId)
  for (const [key, signIns] of state.signInsByOwner) {
    const index = signIns.indexOf(signInId)
    if (index === -1) continue
    signIns.splice(index, 1)
    if (signIns.length === 0) state.signInsByOwner.delete(key)
    return
  }
}

/** Ends every sign-in of a user but the one given (the one that changed the password keeps going). */
export const retireOtherSignIns = (state: State, username: string, keptSignInId?: string): void => {
  for (const signInId of [...(state.signInsByOwner.get(userKey(username)) ?? [])]) {
    if (signInId !== keptSignInId) retireSignIn(state, signInId)
  }
}

/** Exchanged refresh tokens remembered for reuse detection, over every customer. */
const rotatedRemembered = 10_000

/** Sweeps at most this often (by the server's clock): each sweep walks every live sign-in. */
const sweepEveryMillis = 60_000

/** Forgets ended sign-ins, old rotated refresh tokens and open card pages: memory follows live sign-ins. */
const sweepExpired = ({ store: { state }, clock, sessions: policy }: ServerContext): void => {
  const now = clock.millis()
  if (now - state.sweep.lastAt < sweepEveryMillis) return
  state.sweep.lastAt = now
  for (const token of [...state.refreshTokens.values()]) {
    if (now >= refreshEndsAt(token, policy)) retireSignIn(state, token.signInId)
  }
  for (const [refreshToken, rotated] of state.rotatedRefreshTokens) {
    if (now >= rotated.forgetAt) state.rotatedRefreshTokens.delete(refreshToken)
  }
  for (const [id, page] of state.hostedSessions) {
    if (now >= page.createdAt.getTime() + policy.paymentPageSeconds * 1000) state.hostedSessions.delete(id)
  }
}
