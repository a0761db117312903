import { keepInstead } from "./browser-storage.ts"
import { leaveRestoredPages } from "./kiosk-wipe.ts"
import { MemoryStorage } from "./memory-storage.ts"

/**
 * A kiosk's page (issue 18), from start-up on: nothing in the browser's storage, and no page of an earlier
 * customer's brought back by Back. Loaded only when config.json turns kiosk mode on.
 */
export const enterKioskMode = (): void => {
  keepInstead({ page: new MemoryStorage(), tab: new MemoryStorage() })
  leaveRestoredPages()
  // The touch layout's larger type and targets (index.css).
  document.documentElement.dataset.kiosk = ""
}
