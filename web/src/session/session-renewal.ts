import { lightEndpoints } from "@billpath/contract/light"
import type { ApiClient } from "../api/client.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { endSession } from "./session-actions.ts"
import { sessionAtom } from "./session-atoms.ts"
import { beginSession } from "./session-persistence.ts"

/**
 * Renews the token with its refresh token; when that fails the session ends, which sends the customer
 * back to sign in. Start-up wraps it so concurrent callers share one refresh.
 */
export const renewSession = async (store: PortalStore, api: ApiClient): Promise<boolean> => {
  const session = store.get(sessionAtom)
  if (session === null) return false
  const outcome = await api.call(lightEndpoints.refreshToken, {
    query: { refresh_token: session.token.refresh_token },
  })
  if (outcome._tag !== "success") {
    endSession(store)
    return false
  }
  beginSession(store, { ...session, token: outcome.value, receivedAt: Date.now() })
  return true
}
