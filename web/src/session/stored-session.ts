import type { LanguageCode, StoredSession } from "@billpath/contract"
import { checkStoredSession } from "@billpath/contract/start-up"
import { isTextLanguage } from "../i18n/languages.ts"
import { isKeptInMemory, pageStorage } from "./browser-storage.ts"
import type { Session } from "./session-atoms.ts"

// Checked against the contract's StoredSession schema (`@billpath/contract/start-up`), as start-up reads
// it to choose the first screen before Effect loads.

/** The stored session's key; other tabs watch it (session-sync.ts). */
export const storedSessionKey = "billpath.session"
const receivedAtKey = "billpath.session.receivedAt"
const languageKey = "billpath.lang"
/** A cookie without an expiry lives as long as the browser: its absence means a fresh browser session. */
const browserSessionCookie = "billpath_browser_session"

/** Whether a session was kept from an earlier page load (not yet checked against the contract). */
export const hasStoredSession = (): boolean => (pageStorage()?.getItem(storedSessionKey) ?? null) !== null

/** Only compared with the token in memory (another tab may have signed in as someone else); never sent. */
export const readStoredAccessToken = (): string | undefined => {
  const text = pageStorage()?.getItem(storedSessionKey)
  if (text === null || text === undefined) return undefined
  try {
    const stored: unknown = JSON.parse(text)
    const token: unknown =
      typeof stored === "object" && stored !== null ? Reflect.get(stored, "token") : undefined
    const access: unknown =
      typeof token === "object" && token !== null ? Reflect.get(token, "access_token") : undefined
    return typeof access === "string" ? access : undefined
  } catch {
    return undefined
  }
}

/** The session kept between page loads, when it is there and still has the contract's shape. */
export const readStoredSession = (): StoredSession | undefined => {
  const text = pageStorage()?.getItem(storedSessionKey)
  if (text === null || text === undefined) return undefined
  try {
    const decoded = checkStoredSession(JSON.parse(text))
    if (decoded._tag === "success") return decoded.value
  } catch {
    // Not JSON: as broken as a wrong shape.
  }
  clearStoredSession()
  return undefined
}

/** The type's own form: the start-up check reads only schemas without transformations. */
export const writeStoredSession = (session: StoredSession, receivedAt: number): void => {
  const storage = pageStorage()
  // The session last: other tabs act on its change and must find its companions already written.
  storage?.setItem(receivedAtKey, String(receivedAt))
  storage?.setItem(languageKey, session.lang)
  storage?.setItem(storedSessionKey, JSON.stringify(session))
}

/** The stored session as memory holds it, timed from when (client clock) its token arrived. */
export const sessionOfStored = ({ token, username, accountNames }: StoredSession): Session => {
  const stored = Number(pageStorage()?.getItem(receivedAtKey))
  const receivedAt = Number.isFinite(stored) && stored > 0 ? stored : Date.now()
  return { token, username, accountNames, receivedAt }
}

/** Logging out forgets token, username, account names and language (spec §4). */
export const clearStoredSession = (): void => {
  const storage = pageStorage()
  storage?.removeItem(storedSessionKey)
  storage?.removeItem(receivedAtKey)
  storage?.removeItem(languageKey)
}

/** A visitor's language choice, kept like the session's so a reload does not switch back. */
export const readStoredLanguage = (): LanguageCode | undefined => {
  const value = pageStorage()?.getItem(languageKey)
  return isTextLanguage(value) ? value : undefined
}

export const writeStoredLanguage = (language: LanguageCode): void => {
  pageStorage()?.setItem(languageKey, language)
}

/** Spec §4 clears stored data on a fresh browser session; localStorage outlives it, so a session cookie marks it. */
export const startBrowserSession = (): void => {
  // Kept in memory (a kiosk): nothing outlives the page, so there is nothing to clear and no cookie.
  if (isKeptInMemory()) return
  const started = document.cookie
    .split(";")
    .some((part) => part.trim().startsWith(`${browserSessionCookie}=`))
  if (!started) clearStoredSession()
  // biome-ignore lint/suspicious/noDocumentCookie: a constant value, and it must be set before start-up reads the stored session; the Cookie Store API answers asynchronously and not every supported browser has it
  document.cookie = `${browserSessionCookie}=1; path=/; SameSite=Strict`
}
