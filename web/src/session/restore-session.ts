import { loadUserAndAccount } from "../api/account-actions.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { endSession, forgetSessionHere, isLoggedInToken } from "./session-actions.ts"
import { beginSession } from "./session-persistence.ts"
import { readStoredSession, readTokenReceivedAt } from "./stored-session.ts"

/**
 * Restores the session a previous page load kept, when it decodes and is signed in; clears it otherwise,
 * or when the server no longer takes it (spec §4). One that could not be checked — the network, or this
 * page being left while it asked (a page that is unloading sees its calls fail) — stays stored for the
 * next page load and is only forgotten here. The session itself is in place before
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
  const loaded = await loadUserAndAccount(store)
  if (loaded === "loaded") return true
  if (loaded === "signedOut") endSession(store)
  else forgetSessionHere(store)
  return false
}
