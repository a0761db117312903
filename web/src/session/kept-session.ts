import type { PortalStore } from "../api/portal-store.ts"
import { endSession, isLoggedInToken } from "./session-actions.ts"
import { beginSession } from "./session-persistence.ts"
import { readStoredSession, sessionOfStored } from "./stored-session.ts"

/** No API call, so the first screen can be the signed-in one (spec §4); restore-session.ts checks it next. */
export const resumeKeptSession = (store: PortalStore): boolean => {
  const stored = readStoredSession()
  if (stored === undefined) return false
  if (!isLoggedInToken(stored.token)) {
    endSession(store)
    return false
  }
  beginSession(store, sessionOfStored(stored))
  return true
}
