import type { PortalStore } from "../api/portal-store.ts"
import { endSession, isLoggedInToken } from "./session-actions.ts"
import { beginSession } from "./session-persistence.ts"
import { readStoredSession, readTokenReceivedAt } from "./stored-session.ts"

/**
 * Puts the session a previous page load kept back in place, without asking the API, so the first screen
 * can already be the signed-in one; a kept session that is not signed in is cleared (spec §4). Whether
 * the server still takes it is checked next (restore-session.ts). Returns whether a session is in place.
 */
export const resumeKeptSession = (store: PortalStore): boolean => {
  const stored = readStoredSession()
  if (stored === undefined) return false
  if (!isLoggedInToken(stored.token)) {
    endSession(store)
    return false
  }
  beginSession(store, {
    token: stored.token,
    username: stored.username,
    accountNames: stored.accountNames,
    receivedAt: readTokenReceivedAt() ?? Date.now(),
  })
  return true
}
