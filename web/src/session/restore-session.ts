import { loadUserAndAccount } from "../api/account-actions.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { endSession, isLoggedInToken } from "./session-actions.ts"
import { beginSession } from "./session-persistence.ts"
import { readStoredSession, readTokenReceivedAt } from "./stored-session.ts"

/**
 * Restores the session a previous page load kept, when it decodes and is signed in; clears it otherwise,
 * or when the user and account can no longer be had (spec §4).
 */
export const restoreSession = async (store: PortalStore): Promise<void> => {
  const stored = readStoredSession()
  if (stored === undefined) return
  if (!isLoggedInToken(stored.token)) {
    endSession(store)
    return
  }
  beginSession(store, {
    token: stored.token,
    username: stored.username,
    accountNames: stored.accountNames,
    receivedAt: readTokenReceivedAt() ?? Date.now(),
  })
  if (!(await loadUserAndAccount(store))) endSession(store)
}
