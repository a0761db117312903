import { atom } from "jotai"

// The server is told too, but a remounted dashboard must not show a message again while that call is on its
// way or if it failed.
export const answeredMessagesAtom = atom<ReadonlySet<string>>(new Set<string>())
