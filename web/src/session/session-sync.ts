import { atom } from "jotai"
import type { PortalStore } from "../api/portal-store.ts"
import { forgetSessionHere } from "./session-actions.ts"
import { sessionAtom } from "./session-atoms.ts"
import { readStoredSession, readTokenReceivedAt, storedSessionKey } from "./stored-session.ts"

/**
 * One session across tabs. Every tab of the portal keeps its session in memory and shares the stored copy
 * (localStorage); that copy is the truth. When another tab signs out, is logged out for inactivity or
 * cannot renew, it removes the copy and this tab signs out too; when another tab renews the token, this
 * tab takes the new one (the old refresh token is retired, and the countdowns stay in step); when another
 * tab holds someone else's session, this tab's has ended.
 */

/** Whether this tab's session is still the shared one, after following what other tabs did. */
export type SessionCheck = () => boolean

export interface SessionSync {
  /**
   * For actions that must not start from a tab whose session ended (a payment) even if the browser has
   * not told this tab yet — a tab it froze in the background, say. False when this tab has no session.
   */
  readonly check: SessionCheck
  /** Shows the sign-in page where a signed-in page was, after the session ended without a move. */
  readonly showSignedOut: () => void
}

/** What `followOtherTabs` installed. */
export const sessionSyncAtom = atom<SessionSync>({ check: () => true, showSignedOut: () => undefined })

const sameUser = (one: string, other: string): boolean => one.toLowerCase() === other.toLowerCase()

/**
 * Takes the stored session when it is this tab's customer's with another token (another tab renewed it).
 * False when there is nothing of theirs to take.
 */
export const adoptStoredRenewal = (store: PortalStore): boolean => {
  const session = store.get(sessionAtom)
  const stored = readStoredSession()
  if (session === null || stored === undefined || !sameUser(stored.username, session.username)) return false
  if (stored.token.access_token !== session.token.access_token) {
    store.set(sessionAtom, {
      token: stored.token,
      username: stored.username,
      accountNames: stored.accountNames,
      receivedAt: readTokenReceivedAt() ?? Date.now(),
    })
  }
  return true
}

/**
 * Listens for other tabs' changes to the stored session (the browser's storage event, which every other
 * tab of the same site receives) and follows them; `showSignedOut` runs when this tab's session ended
 * that way (the app shows the sign-in page). Returns the function that stops listening.
 */
export const followOtherTabs = (store: PortalStore, showSignedOut: () => void): (() => void) => {
  const check: SessionCheck = () => {
    if (store.get(sessionAtom) === null) return false
    if (adoptStoredRenewal(store)) return true
    // Removed, or someone else's: that copy is not this tab's to clear.
    forgetSessionHere(store)
    showSignedOut()
    return false
  }
  store.set(sessionSyncAtom, { check, showSignedOut })
  const listener = (event: StorageEvent) => {
    // A null key: the whole storage was cleared.
    if (event.key !== null && event.key !== storedSessionKey) return
    if (store.get(sessionAtom) !== null) check()
  }
  window.addEventListener("storage", listener)
  return () => window.removeEventListener("storage", listener)
}
