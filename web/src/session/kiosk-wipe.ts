import type { PortalStore } from "../api/portal-store.ts"
import { clearMemory } from "./browser-storage.ts"
import { attractAddress } from "./kiosk-mode.ts"
import { signOut } from "./session-actions.ts"

/**
 * The kiosk's "nothing left behind": the sign-in ends on the provider's side, memory is
 * emptied, and the page loads afresh on the attract screen in place of the current history entry — a new
 * page holds nothing of the last customer's, however many screens they saw.
 */
export const wipeKiosk = async (store: PortalStore): Promise<void> => {
  await signOut(store)
  clearMemory()
  window.location.replace(attractAddress)
}
