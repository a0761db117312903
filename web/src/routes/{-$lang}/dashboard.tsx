import { createFileRoute } from "@tanstack/react-router"
import { DashboardScreen } from "../../features/dashboard/dashboard-screen.tsx"
import { dashboardSearch } from "../../features/dashboard/dashboard-search.ts"
import { applySavedLanguage } from "../../navigation/navigation-rules.ts"

export const Route = createFileRoute("/{-$lang}/dashboard")({
  staticData: { page: { public: false, layout: "full", title: (LL) => LL.titles.dashboard() } },
  validateSearch: dashboardSearch,
  beforeLoad: ({ context, search, params, location }) =>
    applySavedLanguage(
      context.store,
      search.setLanguage === true,
      params.lang ?? new URLSearchParams(location.searchStr).get("lang") ?? undefined,
    ),
  // The data is keyed by nothing the address holds; a change of language refetches (the system message
  // depends on it) because the language segment is part of the match.
  loader: ({ context }) =>
    import("../../features/dashboard/dashboard-data.ts").then(({ loadDashboard }) =>
      loadDashboard(context.store),
    ),
  component: DashboardScreen,
})
