import { apiClientAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"

/** How long a sign-out waits for the provider before it forgets the session anyway. */
const patienceMs = 1500

/**
 * Tells the provider the sign-in is over (POST /logout, ours:
 * docs/decisions/002-endpoints-the-spec-does-not-show.md), so its tokens stop working on the server too, not
 * only in this browser. Best effort: the session is forgotten here whatever the answer, and a provider that
 * does not answer within 1.5 s does not hold the customer up. Loaded when the customer signs out or is logged
 * out, not with the page.
 */
export const revokeSignIn = async (store: PortalStore): Promise<void> => {
  const call = store
    .get(apiClientAtom)
    .call("logout", {})
    .then(
      () => undefined,
      () => undefined,
    )
  await Promise.race([call, new Promise<void>((resolve) => window.setTimeout(resolve, patienceMs))])
}
