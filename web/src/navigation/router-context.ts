import type { PortalStore } from "../api/portal-store.ts"

/** What every route's beforeLoad and loader can reach. */
export interface PortalRouterContext {
  readonly store: PortalStore
}
