import { type LanguageCode, refreshToken, type Token } from "@billpath/contract"
import type { createStore } from "jotai"
import type { ApiClient } from "../api/client.ts"
import { accountAtom, systemMessageAtom, userAtom } from "../api/portal-atoms.ts"
import { singleFlight } from "../api/single-flight.ts"
import { languageAtom, type Session, sessionAtom } from "./session-atoms.ts"
import { clearStoredSession, readStoredSession, writeStoredSession } from "./stored-session.ts"

export type PortalStore = ReturnType<typeof createStore>

const persist = (session: Session, language: LanguageCode): void =>
  writeStoredSession(
    { token: session.token, username: session.username, accountNames: session.accountNames, lang: language },
    session.receivedAt,
  )

export const beginSession = (store: PortalStore, session: Session): void => {
  store.set(sessionAtom, session)
  persist(session, store.get(languageAtom))
}

/** Keeps the stored copy's language in step with the screen's. */
export const rememberLanguage = (store: PortalStore): void => {
  const session = store.get(sessionAtom)
  if (session !== null) persist(session, store.get(languageAtom))
}

/** Ends the session: token, username, account names and language are forgotten (spec §4). */
export const endSession = (store: PortalStore): void => {
  store.set(sessionAtom, null)
  store.set(accountAtom, null)
  store.set(userAtom, null)
  store.set(systemMessageAtom, null)
  clearStoredSession()
}

/**
 * The token to send. Memory first; a stored token that differs from memory means another tab signed in
 * or out, and is treated as no token at all (spec §4).
 */
export const currentAccessToken = (store: PortalStore): string | undefined => {
  const inMemory = store.get(sessionAtom)?.token
  const stored = readStoredSession()?.token
  if (inMemory === undefined) return stored?.access_token
  if (stored !== undefined && stored.access_token !== inMemory.access_token) return undefined
  return inMemory.access_token
}

/**
 * Renews the token with its refresh token. Concurrent callers share one refresh; when it fails the
 * session ends, which sends the customer back to sign in.
 */
export const sessionRenewal = (store: PortalStore, api: () => ApiClient): (() => Promise<boolean>) =>
  singleFlight(async () => {
    const session = store.get(sessionAtom)
    if (session === null) return false
    const outcome = await api().call(refreshToken, { query: { refresh_token: session.token.refresh_token } })
    if (outcome._tag !== "success") {
      endSession(store)
      return false
    }
    beginSession(store, { ...session, token: outcome.value, receivedAt: Date.now() })
    return true
  })

export const isLoggedInToken = (token: Token): boolean =>
  token.authorization_level === "LoggedIn" && token.access_token !== ""
