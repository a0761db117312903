import { createRootRouteWithContext, Outlet } from "@tanstack/react-router"
import type { PortalRouterContext } from "../app/router-context.ts"

const RootLayout = () => <Outlet />

export const Route = createRootRouteWithContext<PortalRouterContext>()({
  component: RootLayout,
})
