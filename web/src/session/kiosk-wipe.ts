import type { PortalStore } from "../api/portal-store.ts"
import { clearMemory } from "./browser-storage.ts"
import { signOut } from "./session-actions.ts"

/** The attract screen, where a wiped kiosk starts again (in English: the next customer chooses). */
export const attractAddress = "/welcome"

/**
 * The kiosk's "nothing left behind" (issue 18): the sign-in ends on the provider's side, memory is
 * emptied, and the page loads afresh on the attract screen in place of the current history entry — a new
 * page holds nothing of the last customer's, however many screens they saw.
 */
export const wipeKiosk = async (store: PortalStore): Promise<void> => {
  await signOut(store)
  clearMemory()
  window.location.replace(attractAddress)
}

/**
 * Back after a wipe may bring an earlier page of the same customer's back from the browser's
 * back/forward cache, as it was; on a kiosk such a page is left at once for the attract screen.
 */
export const leaveRestoredPages = (): void => {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) window.location.replace(attractAddress)
  })
}
