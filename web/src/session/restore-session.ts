import { loadUserAndAccount } from "../api/account-actions.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { endSession, isLoggedInToken } from "./session-actions.ts"
import { beginSession } from "./session-persistence.ts"
import { readStoredSession, readTokenReceivedAt } from "./stored-session.ts"

/**
 * Restores the session a previous page load kept, when it decodes and is signed in; clears it otherwise,
 * or when the user and account can no longer be had (spec §4). The session itself is in place before
 * the first `await`, so a caller that does not wait can already show the signed-in page; the answer says
 * whether the user and account arrived.
 */
export const restoreSession = async (store: PortalStore): Promise<boolean> => {
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
  if (await loadUserAndAccount(store)) return true
  endSession(store)
  return false
}
