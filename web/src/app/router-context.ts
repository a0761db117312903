import type { PortalStore } from "../session/session-actions.ts"

/** What every route's beforeLoad and loader can reach. */
export interface PortalRouterContext {
  readonly store: PortalStore
}
