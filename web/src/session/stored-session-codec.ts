import { StoredSession } from "@billpath/contract"
import { Schema } from "effect"
import { clearStoredSession, languageKey, receivedAtKey, safeStorage, sessionKey } from "./stored-session.ts"

const decodeSession = Schema.decodeUnknownSync(Schema.toCodecJson(StoredSession))
const encodeSession = Schema.encodeSync(Schema.toCodecJson(StoredSession))

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

export const writeStoredSession = (session: StoredSession, receivedAt: number): void => {
  const storage = safeStorage()
  storage?.setItem(sessionKey, JSON.stringify(encodeSession(session)))
  storage?.setItem(receivedAtKey, String(receivedAt))
  storage?.setItem(languageKey, session.lang)
}
