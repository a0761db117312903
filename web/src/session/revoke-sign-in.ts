import { apiClientAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"

/** How long a sign-out waits for the provider before it forgets the session anyway. */
const patienceMs = 1500

// POST /logout (ours: docs/decisions/002-endpoints-the-spec-does-not-show.md), so the tokens stop working on
// the server too. Best effort: forgotten here whatever the answer, and a slow provider holds no one up.
export const revokeSignIn = async (store: PortalStore): Promise<void> => {
  const api = store.get(apiClientAtom)
  const call = api.call("logout", {}).catch(() => undefined)
  await Promise.race([call, new Promise<void>((resolve) => window.setTimeout(resolve, patienceMs))])
}
