import { loadUserAndAccount } from "../api/account-actions.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { loadSiteChrome } from "../theme/site-chrome.ts"
import { endSession, forgetSessionHere } from "./session-actions.ts"

// Ends the session when the server no longer takes it (spec §4). One that could not be checked (the network,
// or the page unloading) stays stored for the next page load and is only forgotten here.
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
