import type { PortalStore } from "../api/portal-store.ts"
import { isSignedInAtom, sessionRestoreAtom } from "./session-atoms.ts"

/**
 * A signed-in screen's call from its route's loader: made once a kept session's restore has settled, so that
 * after a reload none goes out on a session about to end, and only for a signed-in customer; `ended` otherwise.
 */
export const whenSignedIn = <T>(store: PortalStore, ended: T, call: () => Promise<T>): Promise<T> =>
  (store.get(sessionRestoreAtom) ?? Promise.resolve(true)).then(() =>
    store.get(isSignedInAtom) ? call() : ended,
  )
