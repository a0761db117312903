import { randomBytes } from "node:crypto"
import type { AuthorizationLevel, Token } from "@billpath/contract"
import type { Clock } from "../clock.ts"
import type { IssuedToken, State } from "./state.ts"

export interface TokenOwner {
  readonly level: AuthorizationLevel
  readonly accountNumber: string
  readonly username: string | undefined
  /** Given when renewing: the sign-in the new token continues. A new sign-in gets its own. */
  readonly signInId?: string
}

const secret = (): string => randomBytes(24).toString("base64url")

export const issueToken = (
  state: State,
  clock: Clock,
  lifetimeSeconds: number,
  owner: TokenOwner,
): IssuedToken => {
  const token: IssuedToken = {
    ...owner,
    signInId: owner.signInId ?? secret(),
    accessToken: secret(),
    refreshToken: secret(),
    issuedAt: clock.now(),
    expiresInSeconds: lifetimeSeconds,
    retired: false,
  }
  state.tokens.set(token.accessToken, token)
  state.refreshTokens.set(token.refreshToken, token)
  return token
}

/** The token as the wire carries it. */
export const wireToken = (token: IssuedToken): Token => ({
  access_token: token.accessToken,
  refresh_token: token.refreshToken,
  expires_in: token.expiresInSeconds,
  issued: token.issuedAt.toISOString(),
  authorization_level: token.level,
})

const hasExpired = (token: IssuedToken, clock: Clock): boolean =>
  clock.millis() >= token.issuedAt.getTime() + token.expiresInSeconds * 1000

/** The live token behind a bearer value, or undefined when it is unknown, retired or expired. */
export const liveToken = (state: State, clock: Clock, accessToken: string): IssuedToken | undefined => {
  const token = state.tokens.get(accessToken)
  return token === undefined || token.retired || hasExpired(token, clock) ? undefined : token
}

/**
 * Exchanges a refresh token for a new token of the same kind and retires the old one. A refresh token
 * works once, even after its access token expired: that is what it is for.
 */
export const refreshIssuedToken = (
  state: State,
  clock: Clock,
  lifetimeSeconds: number,
  refreshToken: string,
): IssuedToken | undefined => {
  const previous = state.refreshTokens.get(refreshToken)
  if (previous === undefined || previous.retired) return undefined
  retire(state, previous)
  return issueToken(state, clock, lifetimeSeconds, previous)
}

export const retire = (state: State, token: IssuedToken): void => {
  token.retired = true
  state.tokens.delete(token.accessToken)
  state.refreshTokens.delete(token.refreshToken)
}

/** Retires every token of a user: after a password reset, old sessions end. */
export const retireTokensOf = (state: State, username: string): void => {
  for (const token of [...state.tokens.values()]) {
    if (token.username?.toLowerCase() === username.toLowerCase()) retire(state, token)
  }
}

/** Ends one sign-in: its access and refresh tokens, and any a refresh made from them, stop working. */
export const retireSignIn = (state: State, signInId: string): void => {
  for (const token of [...state.tokens.values()]) {
    if (token.signInId === signInId) retire(state, token)
  }
  for (const token of [...state.refreshTokens.values()]) {
    if (token.signInId === signInId) retire(state, token)
  }
}

/** Ends every sign-in of a user but one (the one that changed the password keeps going). */
export const retireOtherSignIns = (state: State, username: string, keptSignInId: string): void => {
  for (const token of [...state.tokens.values(), ...state.refreshTokens.values()]) {
    if (token.username?.toLowerCase() === username.toLowerCase() && token.signInId !== keptSignInId) {
      retire(state, token)
    }
  }
}
