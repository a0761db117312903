import type { ApiClient } from "../api/client.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { endSession } from "./session-actions.ts"
import { sessionAtom } from "./session-atoms.ts"
import { beginSession } from "./session-persistence.ts"
import { adoptStoredRenewal, sessionSyncAtom } from "./session-sync.ts"

/** A failed renewal ends the session in every tab; start-up wraps it so concurrent callers share one refresh. */
export const renewSession = async (store: PortalStore, api: ApiClient): Promise<boolean> => {
  const session = store.get(sessionAtom)
  if (session === null) return false
  const outcome = await api.call("refreshToken", {
    query: { refresh_token: session.token.refresh_token },
  })
  if (outcome._tag !== "success") {
    // Another tab may have renewed first with the same refresh token, retiring it: its token is ours too.
    adoptStoredRenewal(store)
    const now = store.get(sessionAtom)
    // Signed out meanwhile (another tab): nothing left to end, and the stored copy is not ours any more.
    if (now === null) return false
    if (now.token.access_token !== session.token.access_token) return true
    endSession(store)
    // Whatever screen asked for the renewal was a signed-in one: it gives way to the sign-in page.
    store.get(sessionSyncAtom).showSignedOut()
    return false
  }
  beginSession(store, { ...session, token: outcome.value, receivedAt: Date.now() })
  return true
}
