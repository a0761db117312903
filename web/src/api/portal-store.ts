import type { createStore } from "jotai"

/** The portal's one Jotai store: start-up fills it, the router's context and every action read it. */
export type PortalStore = ReturnType<typeof createStore>
