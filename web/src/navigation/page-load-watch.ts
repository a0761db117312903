import { atom } from "jotai"
import type { PortalStore } from "../api/portal-store.ts"

/** How long a screen's code may take to arrive before the portal gives up on it (spec §9). */
export const pageLoadTimeoutMs = 120_000

/** Set when a screen did not load in time: the page shell then says so instead of waiting forever. */
export const pageLoadFailedAtom = atom(false)

/** The router events the watch needs (TanStack Router's `subscribe`). */
interface NavigationEvents {
  readonly subscribe: (event: "onBeforeLoad" | "onResolved", listener: () => void) => () => void
}

/** A screen whose code never arrives fails with 'Loading chunk failed' rather than leave a page doing nothing. */
export const watchPageLoads = (router: NavigationEvents, store: PortalStore): void => {
  let timer: ReturnType<typeof setTimeout> | undefined
  router.subscribe("onBeforeLoad", () => {
    clearTimeout(timer)
    timer = setTimeout(() => store.set(pageLoadFailedAtom, true), pageLoadTimeoutMs)
  })
  router.subscribe("onResolved", () => {
    clearTimeout(timer)
    store.set(pageLoadFailedAtom, false)
  })
}
