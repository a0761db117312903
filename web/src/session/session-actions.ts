import type { Token } from "@billpath/contract"
import { accountAtom, userAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { siteChromeAtom } from "../theme/theme-atoms.ts"
import { sessionAtom } from "./session-atoms.ts"
import { clearStoredSession, readStoredAccessToken } from "./stored-session.ts"

/**
 * Session steps every page needs, free of the contract's decoders so the sign-in page loads no Effect.
 * Renewing a session (session-renewal.ts) and restoring it (restore-session.ts) call the API, so they load
 * with the API client on first use.
 */

/**
 * Forgets the session in this tab only: another tab already removed the stored copy, or replaced it with
 * someone else's (session-sync.ts).
 */
export const forgetSessionHere = (store: PortalStore): void => {
  store.set(sessionAtom, null)
  store.set(accountAtom, null)
  store.set(userAtom, null)
  store.set(siteChromeAtom, undefined)
}

/**
 * Ends the session: token, username, account names and language are forgotten (spec §4) — in every tab,
 * which see the stored copy go.
 */
export const endSession = (store: PortalStore): void => {
  forgetSessionHere(store)
  clearStoredSession()
}

/**
 * The token to send. A stored token that differs from the one in memory means another tab signed in or
 * out as someone else, and is treated as no token at all (spec §4). A session kept from an earlier page
 * load is in memory once start-up has restored it.
 */
export const currentAccessToken = (store: PortalStore): string | undefined => {
  const inMemory = store.get(sessionAtom)?.token
  if (inMemory === undefined) return undefined
  const stored = readStoredAccessToken()
  if (stored !== undefined && stored !== inMemory.access_token) return undefined
  return inMemory.access_token
}

export const isLoggedInToken = (token: Token): boolean =>
  token.authorization_level === "LoggedIn" && token.access_token !== ""

/**
 * Ends the session on the provider's side when it can (revoke-sign-in.ts, loaded now), then here: the
 * token, username, account names and language are forgotten in every tab (spec §4).
 */
export const signOut = async (store: PortalStore): Promise<void> => {
  if (currentAccessToken(store) !== undefined) await revokeOnServer(store)
  endSession(store)
}

const revokeOnServer = async (store: PortalStore): Promise<void> => {
  try {
    const { revokeSignIn } = await import("./revoke-sign-in.ts")
    await revokeSignIn(store)
  } catch {
    // The code or the provider could not be reached: the local sign-out still happens.
  }
}
