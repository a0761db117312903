import { createRouter } from "@tanstack/react-router"
import type { PortalStore } from "../api/portal-store.ts"
import { RouteError } from "../chrome/page-load-failure.tsx"
import { hasNavigatedAtom } from "../navigation/navigation-rules.ts"
import { watchPageLoads } from "../navigation/page-load-watch.ts"
import { routeTree } from "../routeTree.gen.ts"
import { sessionRestoreAtom } from "../session/session-atoms.ts"
import { followOtherTabs } from "../session/session-sync.ts"
import { alertsAtom } from "../ui/alerts/alerts-atoms.ts"

export const createPortalRouter = (store: PortalStore) => {
  const router = createRouter({
    routeTree,
    context: { store },
    defaultPreload: "intent",
    scrollRestoration: true,
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
