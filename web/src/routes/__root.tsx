import { createRootRouteWithContext, Outlet } from "@tanstack/react-router"
import { FirstScreen } from "../chrome/first-screen.tsx"
import type { PortalRouterContext } from "../navigation/router-context.ts"

const RootLayout = () => (
  <FirstScreen>
    <Outlet />
  </FirstScreen>
)

export const Route = createRootRouteWithContext<PortalRouterContext>()({
  component: RootLayout,
})
