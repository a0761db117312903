import { loadUserAndAccount } from "../api/account-actions.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { loadSiteChrome } from "../theme/site-chrome.ts"
import { endSession, forgetSessionHere } from "./session-actions.ts"

/**
 * Checks the session start-up put back in place (kept-session.ts) by loading the user and account; ends
 * it when the server no longer takes it (spec §4). One that could not be checked — the network, or this
 * page being left while it asked (a page that is unloading sees its calls fail) — stays stored for the
 * next page load and is only forgotten here. Resolves whether the user and account arrived (the site's
 * logos and links follow on their own).
 */
export const checkKeptSession = async (store: PortalStore): Promise<boolean> => {
  const loaded = await loadUserAndAccount(store)
  if (loaded === "loaded") {
    // The customer's site logos and links: until they are known the header's logo waits, but
    // the screen's own calls do not — they go out beside sites.json, not a round trip after it.
    void loadSiteChrome(store)
    return true
  }
  if (loaded === "signedOut") endSession(store)
  else forgetSessionHere(store)
  return false
}
