/**
 * Where the portal keeps what outlives a screen: the browser's localStorage and sessionStorage, or — on an
 * in-store kiosk (issue 18) — memory only, so no token, name or account number is ever written where the
 * next customer's browser could find it. The one place that decides; start-up decides once, before
 * anything is read or written.
 */

/** A Storage that lives as long as the page: gone with a reload, and never on disk. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>()
  get length(): number {
    return this.#items.size
  }
  clear(): void {
    this.#items.clear()
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null
  }
  removeItem(key: string): void {
    this.#items.delete(key)
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value))
  }
}

let inMemory: { readonly page: MemoryStorage; readonly tab: MemoryStorage } | undefined

/** From now on, for the life of this page, nothing goes to the browser's storage (kiosk mode). */
export const keepEverythingInMemory = (): void => {
  inMemory ??= { page: new MemoryStorage(), tab: new MemoryStorage() }
}

/** Whether this page keeps its session in memory only: then there is no browser session to mark. */
export const isKeptInMemory = (): boolean => inMemory !== undefined

/** Forgets everything kept in memory (the kiosk's wipe); the browser's storage is not touched. */
export const clearMemory = (): void => {
  inMemory?.page.clear()
  inMemory?.tab.clear()
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
export const pageStorage = (): Storage | undefined => inMemory?.page ?? browserStorage("localStorage")

/** What only this tab reads back: a quick payment's pass while the browser is on the card page. */
export const tabStorage = (): Storage | undefined => inMemory?.tab ?? browserStorage("sessionStorage")
