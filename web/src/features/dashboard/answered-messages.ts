import { atom } from "jotai"

/**
 * The system messages answered since the portal started. The server is told too, but a dashboard that
 * remounts must not show one again while that call is on its way or if it failed.
 */
export const answeredMessagesAtom = atom<ReadonlySet<string>>(new Set<string>())
