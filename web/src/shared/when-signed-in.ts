import type { PortalStore } from "../api/portal-store.ts"
import { isSignedInAtom, sessionRestoreAtom } from "../session/session-atoms.ts"

/**
 * A loader's call, asked after a kept session's restore so that none goes out on a session about to end;
 * `signedOut` when no one is signed in by then.
 */
export const whenSignedIn = <T>(store: PortalStore, signedOut: T, call: () => Promise<T>): Promise<T> =>
  (store.get(sessionRestoreAtom) ?? Promise.resolve(true)).then(() =>
    store.get(isSignedInAtom) ? call() : signedOut,
  )
