import { createFileRoute } from "@tanstack/react-router"
import { DashboardScreen } from "../../features/dashboard/dashboard-screen.tsx"
import { dashboardSearch } from "../../features/dashboard/dashboard-search.ts"

export const Route = createFileRoute("/{-$lang}/dashboard")({
  staticData: { page: { public: false, simpleLayout: false, title: (LL) => LL.titles.dashboard() } },
  validateSearch: dashboardSearch,
  component: DashboardScreen,
})
