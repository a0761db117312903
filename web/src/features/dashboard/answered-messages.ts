import { atom } from "jotai"

/**
 * The system messages answered (yes, no or Escape) since the portal started. The server is told too, but
 * a screen that remounts — its loader run again, a move that came back to the dashboard — must not show
 * one again while that call is on its way or if it failed.
 */
export const answeredMessagesAtom = atom<ReadonlySet<string>>(new Set<string>())
