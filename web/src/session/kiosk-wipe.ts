import type { PortalStore } from "../api/portal-store.ts"
import { clearMemory } from "./browser-storage.ts"
import { attractAddress } from "./kiosk-mode.ts"
import { signOut } from "./session-actions.ts"

/** A fresh page replacing the history entry holds nothing of the last customer's, however many screens they saw. */
export const wipeKiosk = async (store: PortalStore): Promise<void> => {
  await signOut(store)
  clearMemory()
  window.location.replace(attractAddress)
}
