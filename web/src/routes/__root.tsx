import { createRootRouteWithContext, Outlet } from "@tanstack/react-router"
import type { PortalRouterContext } from "../navigation/router-context.ts"

const RootLayout = () => <Outlet />

export const Route = createRootRouteWithContext<PortalRouterContext>()({
  component: RootLayout,
})
