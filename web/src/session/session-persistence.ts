import type { LanguageCode } from "@billpath/contract"
import type { PortalStore } from "../api/portal-store.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { type Session, sessionAtom } from "./session-atoms.ts"
import { writeStoredSession } from "./stored-session.ts"

const persist = (session: Session, language: LanguageCode): void =>
  writeStoredSession(
    { token: session.token, username: session.username, accountNames: session.accountNames, lang: language },
    session.receivedAt,
  )

/** Starts (or renews) the session: in memory at once, and stored for the next page load. */
export const beginSession = (store: PortalStore, session: Session): void => {
  store.set(sessionAtom, session)
  persist(session, store.get(languageAtom))
}

/** Writes the session again with the screen's current language. */
export const persistSession = (store: PortalStore): void => {
  const session = store.get(sessionAtom)
  if (session !== null) persist(session, store.get(languageAtom))
}
