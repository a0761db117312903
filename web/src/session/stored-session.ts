import { type LanguageCode, LanguageCode as LanguageCodeSchema, StoredSession } from "@billpath/contract"
import { Schema } from "effect"

const sessionKey = "billpath.session"
const receivedAtKey = "billpath.session.receivedAt"
const languageKey = "billpath.lang"
/** A cookie without an expiry lives as long as the browser: its absence means a fresh browser session. */
const browserSessionCookie = "billpath_browser_session"

const decodeSession = Schema.decodeUnknownSync(Schema.toCodecJson(StoredSession))
const encodeSession = Schema.encodeSync(Schema.toCodecJson(StoredSession))
const isLanguageCode = Schema.is(LanguageCodeSchema)

const safeStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    // Storage can be switched off (privacy modes); the portal then works for one page load.
    return undefined
  }
}

/** The session kept between page loads, when it is there and still has the contract's shape. */
export const readStoredSession = (): StoredSession | undefined => {
  const text = safeStorage()?.getItem(sessionKey)
  if (text === null || text === undefined) return undefined
  try {
    return decodeSession(JSON.parse(text))
  } catch {
    clearStoredSession()
    return undefined
  }
}

/** When (client clock, ms) the stored token arrived: it lets the countdown ignore clock differences. */
export const readTokenReceivedAt = (): number | undefined => {
  const value = Number(safeStorage()?.getItem(receivedAtKey))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

export const writeStoredSession = (session: StoredSession, receivedAt: number): void => {
  const storage = safeStorage()
  storage?.setItem(sessionKey, JSON.stringify(encodeSession(session)))
  storage?.setItem(receivedAtKey, String(receivedAt))
  storage?.setItem(languageKey, session.lang)
}

/** Logging out forgets token, username, account names and language (spec §4). */
export const clearStoredSession = (): void => {
  const storage = safeStorage()
  storage?.removeItem(sessionKey)
  storage?.removeItem(receivedAtKey)
  storage?.removeItem(languageKey)
}

/** A visitor's language choice, kept like the session's so a reload does not switch back. */
export const readStoredLanguage = (): LanguageCode | undefined => {
  const value = safeStorage()?.getItem(languageKey)
  return isLanguageCode(value) ? value : undefined
}

export const writeStoredLanguage = (language: LanguageCode): void => {
  safeStorage()?.setItem(languageKey, language)
}

/**
 * Locally stored session data is cleared on a fresh browser session (spec §4). Local storage outlives
 * the browser, so a session cookie marks that this browser session has already started.
 */
export const startBrowserSession = (): void => {
  const started = document.cookie
    .split(";")
    .some((part) => part.trim().startsWith(`${browserSessionCookie}=`))
  if (!started) clearStoredSession()
  document.cookie = `${browserSessionCookie}=1; path=/; SameSite=Strict`
}
