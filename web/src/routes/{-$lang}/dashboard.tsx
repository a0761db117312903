import { createFileRoute } from "@tanstack/react-router"
import { applySavedLanguage } from "../../app/navigation-rules.ts"
import { DashboardScreen } from "../../features/dashboard/dashboard-screen.tsx"
import { dashboardSearch } from "../../features/dashboard/dashboard-search.ts"

export const Route = createFileRoute("/{-$lang}/dashboard")({
  staticData: { page: { public: false, simpleLayout: false, title: (LL) => LL.titles.dashboard() } },
  validateSearch: dashboardSearch,
  beforeLoad: ({ context, search, params, location }) =>
    applySavedLanguage(
      context.store,
      search.setLanguage === true,
      params.lang ?? new URLSearchParams(location.searchStr).get("lang") ?? undefined,
    ),
  component: DashboardScreen,
})
