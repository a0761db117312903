import type { Token } from "@billpath/contract"
import { accountAtom, userAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { siteChromeAtom } from "../theme/theme-atoms.ts"
import { sessionAtom } from "./session-atoms.ts"
import { clearStoredSession, readStoredAccessToken } from "./stored-session.ts"

// Free of the contract's decoders, so the sign-in page loads no Effect; renewal and restore call the API, so
// they load with its client.

/** This tab only: another tab already removed the stored copy, or put someone else's there (session-sync.ts). */
export const forgetSessionHere = (store: PortalStore): void => {
  store.set(sessionAtom, null)
  store.set(accountAtom, null)
  store.set(userAtom, null)
  store.set(siteChromeAtom, undefined)
}

/** Spec §4: token, username, account names and language go, in every tab, which see the stored copy go. */
export const endSession = (store: PortalStore): void => {
  forgetSessionHere(store)
  clearStoredSession()
}

/** A stored token other than the one in memory means another tab changed user: no token at all (spec §4). */
export const currentAccessToken = (store: PortalStore): string | undefined => {
  const inMemory = store.get(sessionAtom)?.token
  if (inMemory === undefined) return undefined
  const stored = readStoredAccessToken()
  if (stored !== undefined && stored !== inMemory.access_token) return undefined
  return inMemory.access_token
}

export const isLoggedInToken = (token: Token): boolean =>
  token.authorization_level === "LoggedIn" && token.access_token !== ""

/** On the provider's side when it can (revoke-sign-in.ts, loaded now), then here, in every tab. */
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
