import { createFileRoute, redirect } from "@tanstack/react-router"
import { UsageScreen } from "../../features/usage/usage-screen.tsx"
import { usageSearch } from "../../navigation/usage-search.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"

/** Usage (spec §2): hidden, with its menu entry, when the theme sets hideUsage; the address then leads to the dashboard. */
export const Route = createFileRoute("/{-$lang}/usage")({
  staticData: {
    page: { public: false, layout: "full", ownTexts: "records", title: (LL) => LL.titles.usage() },
  },
  validateSearch: usageSearch,
  beforeLoad: ({ context, params }) => {
    if (context.store.get(themeSettingsAtom).hideUsage) {
      throw redirect({ to: "/{-$lang}/dashboard", params, replace: true })
    }
  },
  // Page, bill date and service search are the list's criteria: any change is a new load.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("../../features/usage/usage-data.ts").then(({ loadUsage }) => loadUsage(context.store, deps)),
  component: UsageScreen,
})
