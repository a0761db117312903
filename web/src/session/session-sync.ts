import { atom } from "jotai"
import type { PortalStore } from "../api/portal-store.ts"
import { forgetSessionHere } from "./session-actions.ts"
import { sessionAtom } from "./session-atoms.ts"
import { readStoredSession, sessionOfStored, storedSessionKey } from "./stored-session.ts"

// One session across tabs (docs/decisions/019-one-session-across-tabs.md): the stored copy is the truth; this
// tab follows another's sign-out, renewal (the old refresh token is retired) or someone else's session.

export interface SessionSync {
  /** Whether this tab's session is still the shared one, after following what other tabs did: before a
   * payment, as the browser may not yet have told a frozen background tab its session ended. */
  readonly check: () => boolean
  /** Shows the sign-in page where a signed-in page was, after the session ended without a move. */
  readonly showSignedOut: () => void
}

/** What `followOtherTabs` installed. */
export const sessionSyncAtom = atom<SessionSync>({ check: () => true, showSignedOut: () => undefined })

const sameUser = (one: string, other: string): boolean => one.toLowerCase() === other.toLowerCase()

/** Takes another tab's renewal of this customer's session; false when there is nothing of theirs to take. */
export const adoptStoredRenewal = (store: PortalStore): boolean => {
  const session = store.get(sessionAtom)
  const stored = readStoredSession()
  if (session === null || stored === undefined || !sameUser(stored.username, session.username)) return false
  if (stored.token.access_token !== session.token.access_token) {
    store.set(sessionAtom, sessionOfStored(stored))
  }
  return true
}

/** Follows the storage events of other tabs; `showSignedOut` runs when this tab's session ended that way. */
export const followOtherTabs = (store: PortalStore, showSignedOut: () => void): (() => void) => {
  const check = () => {
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
