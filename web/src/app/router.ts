import { type AnyRoute, createRouter } from "@tanstack/react-router"
import type { PortalStore } from "../api/portal-store.ts"
import { RouteError } from "../chrome/page-load-failure.tsx"
import { guardedDestination, hasNavigatedAtom, type MatchWithFacts } from "../navigation/navigation-rules.ts"
import { watchPageLoads } from "../navigation/page-load-watch.ts"
import { routeTree } from "../routeTree.gen.ts"
import { isKeptInMemory } from "../session/browser-storage.ts"
import { sessionRestoreAtom } from "../session/session-atoms.ts"
import { followOtherTabs } from "../session/session-sync.ts"
import { alertsAtom } from "../ui/alerts/alerts-atoms.ts"

export const createPortalRouter = (store: PortalStore) => {
  const router = createRouter({
    routeTree,
    context: { store },
    defaultPreload: "intent",
    // The router keeps scroll positions in sessionStorage; a kiosk keeps nothing in storage.
    scrollRestoration: !isKeptInMemory(),
    defaultErrorComponent: RouteError,
  })
  watchPageLoads(router, store)
  // A session another tab ended (or a renewal that failed) ends here too: the guards, run again, show the
  // sign-in page.
  followOtherTabs(store, () => void router.invalidate())
  // Alerts clear when the screen is left (spec §2): before the next screen's rules can raise their own.
  router.subscribe("onBeforeNavigate", ({ fromLocation, toLocation }) => {
    if (fromLocation !== undefined && fromLocation.pathname !== toLocation.pathname) {
      store.set(alertsAtom, [])
    }
  })
  // A screen's code is asked for as soon as a navigation starts, beside its texts, not after the layout's
  // beforeLoad has waited for them (one round trip more); not for a page the guard sends the customer away.
  const routes: ReadonlyMap<string, AnyRoute> = new Map(Object.entries(router.routesById))
  router.subscribe("onBeforeLoad", ({ toLocation }) => {
    const leaf: MatchWithFacts | undefined = router.matchRoutes(toLocation).at(-1)
    const route = leaf === undefined ? undefined : routes.get(leaf.routeId)
    if (route === undefined || guardedDestination(store, leaf) !== undefined) return
    // A failure is the router's to show when it asks for the same code.
    router.loadRouteChunk(route)?.catch(() => undefined)
  })
  router.subscribe("onResolved", () => store.set(hasNavigatedAtom, true))
  // A kept session that could not be restored has ended: the guards run again and send the customer home.
  void store.get(sessionRestoreAtom)?.then((restored) => {
    if (!restored) void router.invalidate()
  })
  return router
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createPortalRouter>
  }
}
