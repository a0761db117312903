import { MemoryStorage } from "./memory-storage.ts"

// Loaded while start-up is still running, so it imports nothing of the app's first chunk (still being
// evaluated, an import of it would wait for ever): what it must reach is handed in.

/** The attract screen, where a wiped kiosk starts again (in English: the next customer chooses). */
export const attractAddress = "/welcome"

export const enterKioskMode = (
  keepInstead: (storages: { readonly page: Storage; readonly tab: Storage }) => void,
): void => {
  keepInstead({ page: new MemoryStorage(), tab: new MemoryStorage() })
  // Back after a wipe may bring an earlier page of the same customer's back from the browser's
  // back/forward cache, as it was; on a kiosk such a page is left at once for the attract screen.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) window.location.replace(attractAddress)
  })
  // The touch layout's larger type and targets (index.css).
  document.documentElement.dataset.kiosk = ""
}
