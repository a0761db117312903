// The one place that decides where what outlives a screen is kept: the browser's storage, or on a kiosk memory
// only, so no token, name or account number is left for the next customer. Start-up decides (kiosk-mode.ts).

let instead: { readonly page: Storage; readonly tab: Storage } | undefined

/** From now on, for the life of this page, these stand in for the browser's storage. */
export const keepInstead = (storages: { readonly page: Storage; readonly tab: Storage }): void => {
  instead ??= storages
}

/** Whether this page keeps its session in memory only: then there is no browser session to mark. */
export const isKeptInMemory = (): boolean => instead !== undefined

/** Forgets everything kept in memory (the kiosk's wipe); the browser's own storage is not touched. */
export const clearMemory = (): void => {
  instead?.page.clear()
  instead?.tab.clear()
}

const browserStorage = (name: "localStorage" | "sessionStorage"): Storage | undefined => {
  try {
    return globalThis[name]
  } catch {
    // Storage can be switched off (privacy modes); the portal then works for one page load.
    return undefined
  }
}

/** What later page loads of this browser read: the session, its language. */
export const pageStorage = (): Storage | undefined => instead?.page ?? browserStorage("localStorage")

/** What only this tab reads back: a quick payment's pass while the browser is on the card page. */
export const tabStorage = (): Storage | undefined => instead?.tab ?? browserStorage("sessionStorage")
